import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { RecordMetaSchema } from "../../../core/schemas/common";
import { isFounderLead, LeadInputSchema } from "../../../core/schemas/lead";
import { createConsultancyLead, createPitchLead } from "./leads-repository";

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
};
