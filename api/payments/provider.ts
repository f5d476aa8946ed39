import type { PaymentProviderName } from "../../core/schemas/payment";

export type ProviderOrder = { providerOrderId: string; amount: number; currency: string };

/** What the checkout hands back: the provider signs orderId|paymentId. */
export type PaymentProof = { orderId: string; paymentId: string; signature: string };

export type CreateOrderInput = {
  amount: number;
  currency: string;
  /** Our own id for the order, shown in the provider's dashboard. */
  receipt: string;
  notes: Record<string, string>;
};

/**
 * A payment the provider holds for one of its orders (Razorpay's payment entity, reduced). Only a
 * `captured` payment is money received.
 */
export type ProviderPayment = {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  /** created, authorized, captured, refunded or failed. */
  status: string;
};

/** The payment service behind the application fee (docs/decisions/010-payments.md). */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The public key the browser's checkout needs; none in test mode. */
  readonly keyId?: string;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /** Whether the checkout's signature proves this payment of this order. */
  verifyPayment(proof: PaymentProof): boolean;
  /** Whether a webhook body really comes from the provider. */
  verifyWebhook(rawBody: Buffer, signature: string): boolean;
  /**
   * The payments made against one of the provider's orders (Razorpay: GET /v1/orders/:id/payments),
   * for the reconciliation of orders nobody reported as paid. Throws PaymentProviderError.
   */
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
}

/** The provider could not create an order; the message is for the log, not the visitor. */
export class PaymentProviderError extends Error {}
