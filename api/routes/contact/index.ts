import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { RecordMetaSchema } from "../../../core/schemas/common";
import { ContactInputSchema } from "../../../core/schemas/contact";
import { createContact } from "./contact-repository";

const CreatedSchema = RecordMetaSchema.extend({ message: z.string() });

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/contact",
    {
      config: { rateLimit: app.rateLimits.publicWrite },
      schema: { body: ContactInputSchema, response: { 201: CreatedSchema } },
    },
    async (request, reply) => {
      const created = await createContact(app.db, request.body);
      return reply.status(201).send({ message: "Message Sent", ...created });
    },
  );
};
