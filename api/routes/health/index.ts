import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PAYMENT_PROVIDERS, type PaymentProviderName } from "../../../core/schemas/payment";
import { pingDatabase } from "../../db/client";

const HealthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.string(),
  /** test: the labelled test checkout, where anyone can "pay"; razorpay: real payments. */
  payments: z.enum(PAYMENT_PROVIDERS),
});

type HealthOptions = { payments: PaymentProviderName };

/** GET /api/health, public: the database round trip and the payment mode the server runs in. */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { payments }) => {
  app.get(
    "/health",
    {
      config: { public: true },
      schema: {
        summary: "Report the server's, the database's and the payment mode's health",
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: "ok" as const, database: "ok", payments };
      } catch (error) {
        request.log.error({ err: error }, "health check: database unreachable");
        return reply.status(503).send({ status: "unavailable", database: "unreachable", payments });
      }
    },
  );
};
