import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { RecordMetaSchema } from "../../../core/schemas/common";
import {
  type ConsultancyLead,
  ConsultancyLeadSchema,
  isFounderLead,
  LeadInputSchema,
  type PitchLead,
  PitchLeadSchema,
} from "../../../core/schemas/lead";
import { consultancyLeads, pitchLeads } from "../../db/schema";
import { registerAdminList } from "../../lib/admin-list";
import {
  type ConsultancyLeadRow,
  createConsultancyLead,
  createPitchLead,
  listConsultancyLeads,
  listPitchLeads,
  type PitchLeadRow,
  toConsultancyLead,
  toPitchLead,
} from "./leads-repository";

const CreatedSchema = RecordMetaSchema.extend({
  message: z.string(),
  kind: z.enum(["pitch", "consultancy"]),
});

export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // One endpoint, two shapes (spec section 3): the handbook lead is a pitch lead, the founder-ebook
  // lead a consultancy lead.
  app.post(
    "/leads",
    {
      config: { rateLimit: app.rateLimits.publicWrite },
      schema: { body: LeadInputSchema, response: { 201: CreatedSchema } },
    },
    async (request, reply) => {
      const lead = request.body;
      const created = isFounderLead(lead)
        ? { kind: "consultancy" as const, ...(await createConsultancyLead(app.db, lead)) }
        : { kind: "pitch" as const, ...(await createPitchLead(app.db, lead)) };
      return reply.status(201).send({ message: "Lead saved", ...created });
    },
  );

  app.get(
    "/leads",
    { onRequest: app.requireAdmin, schema: { response: { 200: z.array(PitchLeadSchema) } } },
    async () => listPitchLeads(app.db),
  );

  app.get(
    "/consultancy-leads",
    { onRequest: app.requireAdmin, schema: { response: { 200: z.array(ConsultancyLeadSchema) } } },
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
