import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  type ConsultancyLead,
  ConsultancyLeadSchema,
  LeadCreatedSchema,
  LeadInputSchema,
  type PitchLead,
  PitchLeadSchema,
} from "../../../core/schemas/lead";
import { consultancyLeads, pitchLeads } from "../../db/schema";
import { captureLead } from "../../leads/capture-lead";
import {
  type ConsultancyLeadRow,
  listConsultancyLeads,
  listPitchLeads,
  type PitchLeadRow,
  toConsultancyLead,
  toPitchLead,
} from "../../leads/leads-repository";
import { registerAdminList } from "../admin-list";

export type LeadsRoutesOptions = {
  /** The site's public origin (SITE_URL): the e-mailed ebook links are absolute on it. */
  siteUrl: string;
};

export const leadsRoutes: FastifyPluginAsyncZod<LeadsRoutesOptions> = async (app, { siteUrl }) => {
  // One endpoint, two shapes: each lead gets its ebook, the link in the answer and in an e-mail.
  app.post(
    "/leads",
    {
      config: { public: true, rateLimit: app.rateLimits.publicWrite },
      schema: { body: LeadInputSchema, response: { 201: LeadCreatedSchema } },
    },
    async (request, reply) => {
      const lead = await captureLead({ db: app.db, mailer: app.mailer, siteUrl }, request.body);
      return reply.status(201).send({ message: "Lead saved", ...lead });
    },
  );

  app.get("/leads", { schema: { response: { 200: z.array(PitchLeadSchema) } } }, async () =>
    listPitchLeads(app.db),
  );

  app.get(
    "/consultancy-leads",
    { schema: { response: { 200: z.array(ConsultancyLeadSchema) } } },
    async () => listConsultancyLeads(app.db),
  );

  registerAdminList<PitchLeadRow, PitchLead>(app, {
    path: "/admin/pitch-leads",
    table: pitchLeads,
    searchColumn: pitchLeads.searchText,
    item: PitchLeadSchema,
    toItem: toPitchLead,
    csvColumns: [
      { header: "Received", value: (l) => l.createdAt },
      { header: "Name", value: (l) => l.name },
      { header: "E-mail", value: (l) => l.email },
      { header: "Role", value: (l) => l.role },
      { header: "Location", value: (l) => l.location },
    ],
  });

  registerAdminList<ConsultancyLeadRow, ConsultancyLead>(app, {
    path: "/admin/consultancy-leads",
    table: consultancyLeads,
    searchColumn: consultancyLeads.searchText,
    item: ConsultancyLeadSchema,
    toItem: toConsultancyLead,
    csvColumns: [
      { header: "Received", value: (l) => l.createdAt },
      { header: "Name", value: (l) => l.name },
      { header: "E-mail", value: (l) => l.email },
      { header: "Startup", value: (l) => l.startup },
      { header: "Stage", value: (l) => l.stage },
      { header: "Location", value: (l) => l.location },
      { header: "Investment (INR)", value: (l) => l.investment },
      { header: "Hours per day", value: (l) => l.hours },
    ],
  });
};
