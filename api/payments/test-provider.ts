import { randomBytes } from "node:crypto";
import type { PaymentProvider } from "./provider";
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
  return {
    name: "test",
    async createOrder({ amount, currency }) {
      return { providerOrderId: randomId("order"), amount, currency };
    },
    verifyPayment: (proof) => isValidPaymentSignature(secret, proof),
    verifyWebhook: (rawBody, signature) => isValidWebhookSignature(secret, rawBody, signature),
    pay(orderId) {
      const paymentId = randomId("pay");
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(secret, orderId, paymentId),
      };
    },
  };
}
