import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { MessageSchema } from "../../../core/schemas/common";
import { completeFromWebhook } from "../../applications/intake";
import { HttpError } from "../../lib/http-error";
import { recordRefundEvent } from "../../refunds/refund-payment";
import type { PaymentRoutesOptions } from "./options";

/** The parts of Razorpay's webhook body we read (payment.captured, order.paid, refund.*). */
const WebhookBodySchema = z.object({
  event: z.string(),
  payload: z.object({
    refund: z
      .object({
        entity: z.object({
          id: z.string(),
          payment_id: z.string(),
          notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
          acquirer_data: z.object({ arn: z.string().nullish() }).partial().nullish(),
          error_description: z.string().nullish(),
        }),
      })
      .optional(),
    payment: z
      .object({
        entity: z.object({ id: z.string(), order_id: z.string().nullish(), amount: z.number() }),
      })
      .optional(),
    order: z.object({ entity: z.object({ id: z.string(), amount: z.number() }) }).optional(),
  }),
});

declare module "fastify" {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

/**
 * POST /api/payment/webhook: the provider says an order is paid. Verified on the raw body,
 * idempotent on the event id, and it completes the application itself when the browser never
 * came back (docs/decisions/010-payments.md).
 */
export const webhookRoutes: FastifyPluginAsync<PaymentRoutesOptions> = async (
  app,
  { provider },
) => {
  const { siteUrl } = app.settings;
  // This plugin only: keep the exact bytes, which the signature covers.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    request.rawBody = body as Buffer;
    try {
      done(null, JSON.parse((body as Buffer).toString("utf8")));
    } catch {
      done(new HttpError(400, "Body is not valid JSON"), undefined);
    }
  });

  app.post(
    "/payment/webhook",
    {
      schema: {
        summary: "Receive the payment provider's webhook",
        response: {
          200: z.object({ status: z.string() }),
          400: MessageSchema.describe("A bad signature, event id or body."),
        },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const signature = request.headers["x-razorpay-signature"];
      if (
        typeof signature !== "string" ||
        !request.rawBody ||
        !provider.verifyWebhook(request.rawBody, signature)
      ) {
        throw new HttpError(400, "Invalid webhook signature");
      }
      const eventId = request.headers["x-razorpay-event-id"];
      if (typeof eventId !== "string" || eventId === "" || eventId.length > 200) {
        throw new HttpError(400, "Missing event id");
      }
      const parsed = WebhookBodySchema.safeParse(request.body);
      if (!parsed.success) throw new HttpError(400, "Unrecognised webhook body");
      const { event, payload } = parsed.data;
      const deps = { db: app.db, mailer: app.mailer, log: request.log, provider };
      if (event.startsWith("refund.")) {
        if (!payload.refund) throw new HttpError(400, "Unrecognised webhook body");
        const refund = payload.refund.entity;
        const notes = Array.isArray(refund.notes) ? {} : (refund.notes ?? {});
        const status = await recordRefundEvent(
          deps,
          {
            eventId,
            type: event,
            refund: {
              id: refund.id,
              paymentId: refund.payment_id,
              ourId: typeof notes.refund_id === "string" ? notes.refund_id : null,
              arn: refund.acquirer_data?.arn ?? null,
              failure: refund.error_description ?? null,
            },
          },
          request.now(),
        );
        return reply.send({ status });
      }

      const status = await completeFromWebhook(
        { ...deps, siteUrl },
        {
          eventId,
          type: event,
          payment: payload.payment && {
            id: payload.payment.entity.id,
            orderId: payload.payment.entity.order_id ?? payload.order?.entity.id ?? null,
            amount: payload.payment.entity.amount,
          },
        },
      );
      return reply.send({ status });
    },
  );
};
