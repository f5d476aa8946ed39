import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppealRequestSchema, FounderAppealSchema } from "../../../core/schemas/appeals";
import { makeAppeal } from "../../appeals/appeals";
import { founderApplicationId, requireFounder } from "../../founder/founder-access";

/**
 * "Appeal the decision" on the founder's page (docs/decisions/084-appeals.md): once, within 30
 * days of the decline mail, with a reason. A public route keyed by the private link's token, like
 * every route of the founder's page; refused with a 409 and the reason otherwise.
 */
export const myAppealRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteUrl } = app.settings;
  app.post(
    "/my-application/appeal",
    {
      config: { public: true, rateLimit: app.rateLimits.publicWrite },
      onRequest: requireFounder(app.db),
      schema: {
        summary: "Appeal the decision on the founder's application",
        body: AppealRequestSchema,
        response: { 201: FounderAppealSchema },
      },
    },
    async (request, reply) => {
      const applicationId = await founderApplicationId(app.db, request);
      const appeal = await makeAppeal(
        { db: app.db, mailer: app.mailer, log: request.log, siteUrl },
        applicationId,
        request.body.reason,
        request.now(),
      );
      return reply.status(201).send(appeal);
    },
  );
};
