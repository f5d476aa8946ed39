import type { FastifyPluginAsync } from "fastify";
import {
  AdminCohortSchema,
  CohortInputSchema,
  PublicCohortsSchema,
} from "../../../core/schemas/cohorts";
import {
  createCohort,
  listCohorts,
  setCohortStatus,
  updateCohort,
} from "../../site-content/cohorts-repository";
import { publicCohortsAt } from "../../site-content/public-content";
import { registerPublishedContent } from "../published-content";

/** Cohorts: run from the console (admins), offered on the home page's cohort card (public). */
export const cohortRoutes: FastifyPluginAsync = async (app) => {
  registerPublishedContent(app, {
    path: "cohorts",
    noun: "Cohort",
    input: CohortInputSchema,
    item: AdminCohortSchema,
    publicView: PublicCohortsSchema,
    list: () => listCohorts(app.db),
    create: (fields) => createCohort(app.db, fields),
    update: (id, fields) => updateCohort(app.db, id, fields),
    setStatus: (id, status) => setCohortStatus(app.db, id, status),
    published: (now) => publicCohortsAt(app.db, now),
  });
};
