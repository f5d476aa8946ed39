import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AppealCountsSchema,
  AppealDecisionInputSchema,
  AppealRecommendationInputSchema,
  AppealViewSchema,
  OpenAppealsSchema,
} from "../../../core/schemas/appeals";
import {
  appealFor,
  assignAppeal,
  countAppeals,
  openAppealsFor,
  recommendOnAppeal,
} from "../../appeals/appeals";
import { decideAppeal } from "../../decisions/appeal-decision";
import { adminOf } from "../../plugins/auth";

const IdParamsSchema = z.object({ id: z.uuid("Unknown application") });

/**
 * An application's appeal in the console (docs/decisions/084-appeals.md): admins read and decide
 * any; the assigned reviewer reads it and recommends. A reviewer with a conflict of interest is
 * refused (403) before these run, as on every route of the application (api/plugins/auth.ts).
 */
export const appealRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteUrl } = app.settings;
  const view = { params: IdParamsSchema, response: { 200: AppealViewSchema } };

  app.get(
    "/admin/applications/:id/appeal",
    {
      config: { reviewers: true },
      schema: { summary: "Read an application's appeal", ...view },
    },
    async (request) => appealFor(app.db, request.params.id, adminOf(request), request.now()),
  );

  app.put(
    "/admin/applications/:id/appeal/recommendation",
    {
      config: { reviewers: true },
      schema: {
        summary: "Recommend to uphold the decline or reconsider (the appeal's reviewer)",
        body: AppealRecommendationInputSchema,
        ...view,
      },
    },
    async (request) =>
      recommendOnAppeal(app.db, request.params.id, adminOf(request), request.body, request.now()),
  );

  app.put(
    "/admin/applications/:id/appeal/decision",
    {
      schema: {
        summary: "Decide an appeal: upheld or overturned, with the founder's text (admins)",
        body: AppealDecisionInputSchema,
        ...view,
      },
    },
    async (request) =>
      decideAppeal(
        { db: app.db, mailer: app.mailer, log: request.log, siteUrl },
        request.params.id,
        adminOf(request),
        request.body,
        request.now(),
      ),
  );

  app.post(
    "/admin/applications/:id/appeal/reviewer",
    {
      schema: { summary: "Find a reviewer for an appeal that waits for one (admins)", ...view },
    },
    async (request) => assignAppeal(app.db, request.params.id, adminOf(request), request.now()),
  );

  app.get(
    "/admin/appeals/open",
    {
      // A reviewer gets their own; an admin every open appeal.
      config: { reviewers: true },
      schema: {
        summary: "List the open appeals the signed-in staff member acts on, soonest due first",
        response: { 200: OpenAppealsSchema },
      },
    },
    async (request) => openAppealsFor(app.db, adminOf(request), request.now()),
  );

  app.get(
    "/admin/appeals/counts",
    {
      // Read with Insights, which reviewers read too: counts only, no names.
      config: { reviewers: true },
      schema: {
        summary: "Count the appeals received, open and decided",
        response: { 200: AppealCountsSchema },
      },
    },
    async () => countAppeals(app.db),
  );
};
