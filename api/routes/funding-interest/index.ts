import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  FundingInterestCreatedSchema,
  FundingInterestSchema,
} from "../../../core/schemas/funding-interest";
import { fundingInterest } from "../../db/schema";

export const fundingInterestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/funding-interest",
    {
      config: { rateLimit: app.rateLimits.publicWrite },
      schema: { body: FundingInterestSchema, response: { 201: FundingInterestCreatedSchema } },
    },
    async (request, reply) => {
      const { company, ...rest } = request.body;
      const [row] = await app.db
        .insert(fundingInterest)
        .values({ ...rest, company: company ? company : null })
        .returning({ id: fundingInterest.id, createdAt: fundingInterest.createdAt });
      if (!row) throw new Error("insert returned no row");
      return reply.status(201).send({
        _id: row.id,
        createdAt: row.createdAt.toISOString(),
        message: "Application received",
      });
    },
  );
};
