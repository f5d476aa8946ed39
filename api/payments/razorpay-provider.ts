import { z } from "zod";
import {
  type CreateOrderInput,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
  type RefundInput,
  RefundRefusedError,
} from "./provider";
import { isValidPaymentSignature, isValidWebhookSignature } from "./signature";

export type RazorpayKeys = { keyId: string; keySecret: string; webhookSecret: string };

const OrderResponseSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
});

const PaymentsResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.string().min(1),
      order_id: z.string().nullable().optional(),
      amount: z.number().int(),
      currency: z.string(),
      status: z.string(),
    }),
  ),
});

const RefundResponseSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  acquirer_data: z.object({ arn: z.string().nullish() }).partial().nullish(),
});

const ErrorResponseSchema = z.object({ error: z.object({ description: z.string() }) });

/**
 * Razorpay: orders and refunds through its REST API (POST /v1/orders, POST
 * /v1/payments/:id/refund), checkout.js in the browser.
 */
export function razorpayProvider(
  keys: RazorpayKeys,
  apiUrl: string,
  timeoutMs = 15_000,
): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64")}`;
  return {
    name: "razorpay",
    keyId: keys.keyId,
    async createOrder({
      amount,
      currency,
      receipt,
      notes,
    }: CreateOrderInput): Promise<ProviderOrder> {
      let response: Response;
      try {
        response = await fetch(new URL("/v1/orders", apiUrl), {
          method: "POST",
          headers: { authorization, "content-type": "application/json" },
          body: JSON.stringify({ amount, currency, receipt, notes }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new PaymentProviderError(`Razorpay did not answer: ${String(error)}`);
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        throw new PaymentProviderError(
          `Razorpay refused the order (${response.status}): ${JSON.stringify(body)}`,
        );
      }
      const order = OrderResponseSchema.safeParse(body);
      if (!order.success || order.data.amount !== amount) {
        throw new PaymentProviderError(
          `Razorpay answered an unexpected order: ${JSON.stringify(body)}`,
        );
      }
      return {
        providerOrderId: order.data.id,
        amount: order.data.amount,
        currency: order.data.currency,
      };
    },
    async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
      const url = new URL(`/v1/orders/${encodeURIComponent(providerOrderId)}/payments`, apiUrl);
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { authorization },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new PaymentProviderError(`Razorpay did not answer: ${String(error)}`);
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        throw new PaymentProviderError(
          `Razorpay refused the payments of ${providerOrderId} (${response.status}): ${JSON.stringify(body)}`,
        );
      }
      const payments = PaymentsResponseSchema.safeParse(body);
      if (!payments.success) {
        throw new PaymentProviderError(
          `Razorpay answered unexpected payments: ${JSON.stringify(body)}`,
        );
      }
      return payments.data.items.map((item) => ({
        id: item.id,
        orderId: item.order_id ?? providerOrderId,
        amount: item.amount,
        currency: item.currency,
        status: item.status,
      }));
    },
    async refund({ paymentId, amount, refundId }: RefundInput): Promise<ProviderRefund> {
      const url = new URL(`/v1/payments/${encodeURIComponent(paymentId)}/refund`, apiUrl);
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { authorization, "content-type": "application/json" },
          body: JSON.stringify({
            amount,
            speed: "optimum",
            receipt: refundId,
            notes: { refund_id: refundId },
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new PaymentProviderError(`Razorpay did not answer: ${String(error)}`);
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const refusal = ErrorResponseSchema.safeParse(body);
        if (response.status < 500 && refusal.success) {
          throw new RefundRefusedError(refusal.data.error.description);
        }
        throw new PaymentProviderError(
          `Razorpay failed the refund (${response.status}): ${JSON.stringify(body)}`,
        );
      }
      const refund = RefundResponseSchema.safeParse(body);
      if (!refund.success) {
        throw new PaymentProviderError(
          `Razorpay answered an unexpected refund: ${JSON.stringify(body)}`,
        );
      }
      return {
        id: refund.data.id,
        status: refund.data.status,
        arn: refund.data.acquirer_data?.arn ?? null,
      };
    },
    verifyPayment: (proof) => isValidPaymentSignature(keys.keySecret, proof),
    verifyWebhook: (rawBody, signature) =>
      isValidWebhookSignature(keys.webhookSecret, rawBody, signature),
  };
}
