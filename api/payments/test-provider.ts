import { createHmac, randomBytes } from "node:crypto";
import {
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRefund,
  RefundRefusedError,
} from "./provider";
import { isValidPaymentSignature, isValidWebhookSignature, paymentSignature } from "./signature";

const randomId = (prefix: string) => `${prefix}_test_${randomBytes(9).toString("base64url")}`;

/** Where the simulated gateway posts its webhooks: the app's own webhook route. */
export type WebhookSink = (body: string, headers: Record<string, string>) => Promise<void>;

export type TestPaymentProvider = PaymentProvider & {
  /** What the labelled test checkout hands back when the visitor chooses to pay. */
  pay(orderId: string): {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  /** Where its webhooks go; set by the app once its routes are ready. */
  deliverWebhooksTo(sink: WebhookSink): void;
  /** Resolves when every webhook it has scheduled has been delivered (tests). */
  webhooksDelivered(): Promise<void>;
};

/** How long the simulated gateway takes to process a refund before its webhook. */
export const TEST_REFUND_DELAY_MS = 1500;

/**
 * Test mode (no Razorpay keys): orders are made here and payments signed with a local secret, the
 * way Razorpay signs them, so the whole flow runs on a machine without the internet. Refunds run
 * against a simulated gateway: accepted as pending, then processed after `refundDelayMs` with a
 * made-up bank reference, reported through the app's webhook route signed as Razorpay signs it
 * (docs/decisions/085-refunds-and-credit-notes.md).
 */
export function testProvider(
  secret: string,
  { refundDelayMs = TEST_REFUND_DELAY_MS }: { refundDelayMs?: number } = {},
): TestPaymentProvider {
  // What this process's test checkout made, by order: what reconciliation asks for. Kept in memory
  // only: test mode has no provider to ask, and a restart forgets payments nobody reported.
  const orders = new Map<string, { amount: number; currency: string }>();
  const payments = new Map<string, ProviderPayment[]>();
  let sink: WebhookSink | null = null;
  const scheduled = new Set<Promise<void>>();
  // What the simulated gateway has refunded of each payment.
  const refundedOf = new Map<string, number>();

  const sendWebhook = (event: string, payload: object) => {
    const body = JSON.stringify({
      entity: "event",
      event,
      contains: Object.keys(payload),
      payload,
    });
    const headers = {
      "content-type": "application/json",
      "x-razorpay-event-id": randomId("evt"),
      "x-razorpay-signature": createHmac("sha256", secret).update(body).digest("hex"),
    };
    return sink?.(body, headers) ?? Promise.resolve();
  };

  const later = (work: () => Promise<void>) => {
    const delivery = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        work()
          .catch(() => {})
          .finally(resolve);
      }, refundDelayMs);
      timer.unref?.();
    });
    scheduled.add(delivery);
    void delivery.finally(() => scheduled.delete(delivery));
  };

  return {
    name: "test",
    async createOrder({ amount, currency }) {
      const providerOrderId = randomId("order");
      orders.set(providerOrderId, { amount, currency });
      return { providerOrderId, amount, currency };
    },
    async fetchOrderPayments(providerOrderId) {
      return payments.get(providerOrderId) ?? [];
    },
    async refund({ paymentId, amount, refundId }): Promise<ProviderRefund> {
      const payment = [...payments.values()].flat().find((one) => one.id === paymentId);
      // A payment from before a restart is unknown here; our own records cap its refunds.
      if (payment) {
        const refunded = refundedOf.get(paymentId) ?? 0;
        if (refunded + amount > payment.amount) {
          throw new RefundRefusedError(
            "The total refund amount is greater than the refund payment amount.",
          );
        }
      }
      refundedOf.set(paymentId, (refundedOf.get(paymentId) ?? 0) + amount);
      const id = randomId("rfnd");
      const arn = `TEST${randomBytes(6).readUIntBE(0, 6).toString().padStart(15, "0")}`;
      later(() =>
        sendWebhook("refund.processed", {
          refund: {
            entity: {
              id,
              entity: "refund",
              amount,
              currency: "INR",
              payment_id: paymentId,
              notes: { refund_id: refundId },
              receipt: refundId,
              acquirer_data: { arn },
              status: "processed",
              speed_requested: "optimum",
            },
          },
        }),
      );
      return { id, status: "pending", arn: null };
    },
    verifyPayment: (proof) => isValidPaymentSignature(secret, proof),
    verifyWebhook: (rawBody, signature) => isValidWebhookSignature(secret, rawBody, signature),
    pay(orderId) {
      const paymentId = randomId("pay");
      const order = orders.get(orderId);
      if (order) {
        const payment = { id: paymentId, orderId, ...order, status: "captured" };
        payments.set(orderId, [...(payments.get(orderId) ?? []), payment]);
      }
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(secret, orderId, paymentId),
      };
    },
    deliverWebhooksTo(next) {
      sink = next;
    },
    async webhooksDelivered() {
      while (scheduled.size > 0) await Promise.all([...scheduled]);
    },
  };
}
