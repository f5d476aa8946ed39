import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  type FundingInterest,
  FundingInterestCreatedSchema,
  FundingInterestRecordSchema,
  FundingInterestSchema,
} from "../../../core/schemas/funding-interest";
import { fundingInterest } from "../../db/schema";
import {
  type FundingInterestRow,
  listFundingInterest,
  toFundingInterest,
} from "../../funding-interest/funding-interest-repository";
import { registerAdminList } from "../admin-list";

export const fundingInterestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/funding-interest",
    {
      config: { public: true, rateLimit: app.rateLimits.publicWrite },
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

  app.get(
    "/funding-interest",
    {
      schema: { response: { 200: z.array(FundingInterestRecordSchema) } },
    },
    async () => listFundingInterest(app.db),
  );

  registerAdminList<FundingInterestRow, FundingInterest>(app, {
    path: "/admin/funding-interest",
    table: fundingInterest,
    searchColumn: fundingInterest.searchText,
    item: FundingInterestRecordSchema,
    toItem: toFundingInterest,
    csvColumns: [
      { header: "Received", value: (f) => f.createdAt },
      { header: "Name", value: (f) => f.name },
      { header: "E-mail", value: (f) => f.email },
      { header: "Company", value: (f) => f.company },
      { header: "Idea", value: (f) => f.idea },
    ],
  });
};
