import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ConsultancyLeadSchema,
  LeadCreatedSchema,
  LeadInputSchema,
  PitchLeadSchema,
} from "../../../core/schemas/lead";
import { captureLead } from "../../leads/capture-lead";
import {
  consultancyLeadsList,
  listConsultancyLeads,
  listPitchLeads,
  pitchLeadsList,
} from "../../leads/leads-repository";
import { registerAdminList } from "../admin-list";

export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The e-mailed ebook links are absolute on the site's public origin.
  const { siteUrl } = app.settings;
  // One endpoint, two shapes: each lead gets its ebook, the link in the answer and in an e-mail.
  app.post(
    "/leads",
    {
      config: { public: true, rateLimit: app.rateLimits.publicWrite },
      schema: {
        summary: "Capture a handbook or founder-ebook lead",
        body: LeadInputSchema,
        response: { 201: LeadCreatedSchema },
      },
    },
    async (request, reply) => {
      const lead = await captureLead({ db: app.db, mailer: app.mailer, siteUrl }, request.body);
      return reply.status(201).send({ message: "Lead saved", ...lead });
    },
  );

  app.get(
    "/leads",
    { schema: { summary: "List every pitch lead", response: { 200: z.array(PitchLeadSchema) } } },
    async () => listPitchLeads(app.db),
  );

  app.get(
    "/consultancy-leads",
    {
      schema: {
        summary: "List every consultancy lead",
        response: { 200: z.array(ConsultancyLeadSchema) },
      },
    },
    async () => listConsultancyLeads(app.db),
  );

  registerAdminList(app, {
    path: "/admin/pitch-leads",
    source: pitchLeadsList,
    bulk: {},
    item: PitchLeadSchema,
    csvColumns: [
      { header: "Received", value: (l) => l.createdAt },
      { header: "Name", value: (l) => l.name },
      { header: "E-mail", value: (l) => l.email },
      { header: "Role", value: (l) => l.role },
      { header: "Location", value: (l) => l.location },
    ],
  });

  registerAdminList(app, {
    path: "/admin/consultancy-leads",
    source: consultancyLeadsList,
    bulk: {},
    item: ConsultancyLeadSchema,
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
