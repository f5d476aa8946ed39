import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { sendApplicationConfirmation } from "../../applications/confirmation-mail";
import { paymentEvents } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { completeOrder, findOrder } from "../../payments/orders";
import type { PaymentRoutesOptions } from "./options";

/** The parts of Razorpay's webhook body we read (payment.captured, order.paid). */
const WebhookBodySchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({ id: z.string(), order_id: z.string().nullish(), amount: z.number() }),
      })
      .optional(),
    order: z.object({ entity: z.object({ id: z.string(), amount: z.number() }) }).optional(),
  }),
});

const HANDLED_EVENTS = new Set(["payment.captured", "order.paid"]);

declare module "fastify" {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

/**
 * POST /api/payment/webhook: the provider says an order is paid. Verified on the raw body,
 * idempotent on the event id, and it completes the application itself when the browser never
 * came back (DESIGN.md section 5).
 */
export const webhookRoutes: FastifyPluginAsync<PaymentRoutesOptions> = async (
  app,
  { provider },
) => {
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

  app.post("/payment/webhook", { config: { public: true } }, async (request, reply) => {
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

    const outcome = await app.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(paymentEvents)
        .values({ eventId, type: event })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      if (inserted.length === 0) return { status: "duplicate" } as const;
      if (!HANDLED_EVENTS.has(event) || !payload.payment) return { status: "ignored" } as const;

      const payment = payload.payment.entity;
      const providerOrderId = payment.order_id ?? payload.order?.entity.id;
      const order = providerOrderId
        ? await findOrder(tx, providerOrderId, { lock: true })
        : undefined;
      if (!order) {
        request.log.warn({ eventId, providerOrderId }, "webhook for an order that is not ours");
        return { status: "ignored" } as const;
      }
      if (payment.amount !== order.amount) {
        request.log.error(
          { eventId, orderId: order.id, paid: payment.amount, expected: order.amount },
          "webhook payment amount differs from the order",
        );
        return { status: "ignored" } as const;
      }
      const { application, created } = await completeOrder(tx, {
        order,
        paymentId: payment.id,
        by: "webhook",
      });
      return { status: "processed", application, created } as const;
    });

    if (outcome.status === "processed" && outcome.created) {
      request.log.info(
        { applicationId: outcome.application._id },
        "application completed by the payment webhook",
      );
      await sendApplicationConfirmation(app, outcome.application);
    }
    return reply.send({ status: outcome.status });
  });
};
