import { randomBytes } from "node:crypto";
import type { PaymentProvider, ProviderPayment } from "./provider";
import { isValidPaymentSignature, isValidWebhookSignature, paymentSignature } from "./signature";

const randomId = (prefix: string) => `${prefix}_test_${randomBytes(9).toString("base64url")}`;

export type TestPaymentProvider = PaymentProvider & {
  /** What the labelled test checkout hands back when the visitor chooses to pay. */
  pay(orderId: string): {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
};

/**
 * Test mode (no Razorpay keys): orders are made here and payments signed with a local secret, the
 * way Razorpay signs them, so the whole flow runs on a machine without the internet.
 */
export function testProvider(secret: string): TestPaymentProvider {
  // What this process's test checkout made, by order: what reconciliation asks for. Kept in memory
  // only: test mode has no provider to ask, and a restart forgets payments nobody reported.
  const orders = new Map<string, { amount: number; currency: string }>();
  const payments = new Map<string, ProviderPayment[]>();
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
  };
}
