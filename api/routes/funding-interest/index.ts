import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  FundingInterestCreatedSchema,
  FundingInterestRecordSchema,
  FundingInterestSchema,
} from "../../../core/schemas/funding-interest";
import {
  createFundingInterest,
  fundingInterestList,
  listFundingInterest,
} from "../../funding-interest/funding-interest-repository";
import { registerAdminList } from "../admin-list";

export const fundingInterestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/funding-interest",
    {
      config: { public: true, rateLimit: app.rateLimits.publicWrite },
      schema: {
        summary: "Record interest from the handbook thank-you page's funding form",
        body: FundingInterestSchema,
        response: { 201: FundingInterestCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await createFundingInterest(app.db, request.body);
      return reply.status(201).send({ ...created, message: "Application received" });
    },
  );

  app.get(
    "/funding-interest",
    {
      schema: {
        summary: "List every funding-interest record",
        response: { 200: z.array(FundingInterestRecordSchema) },
      },
    },
    async () => listFundingInterest(app.db),
  );

  registerAdminList(app, {
    path: "/admin/funding-interest",
    source: fundingInterestList,
    item: FundingInterestRecordSchema,
    csvColumns: [
      { header: "Received", value: (f) => f.createdAt },
      { header: "Name", value: (f) => f.name },
      { header: "E-mail", value: (f) => f.email },
      { header: "Company", value: (f) => f.company },
      { header: "Idea", value: (f) => f.idea },
    ],
  });
};
