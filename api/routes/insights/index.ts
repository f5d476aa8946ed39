import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { InsightsSchema } from "../../../core/schemas/insights";
import { insights } from "../../insights/insights";

/**
 * The console's Insights screen: the firm's last 12 months in figures. Admins and reviewers read
 * it; it names no founder and holds no personal data beyond staff and firm names.
 */
export const insightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/insights",
    {
      config: { reviewers: true },
      schema: {
        summary:
          "The last 12 months month by month: funnel, decision times, reviewers, firms, deals, fees",
        response: { 200: InsightsSchema },
      },
    },
    async (request) => insights(app.db, request.now()),
  );
};
