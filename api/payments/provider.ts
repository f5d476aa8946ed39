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

/** A refund asked of the provider: Razorpay's POST /v1/payments/:id/refund. */
export type RefundInput = {
  paymentId: string;
  amount: number;
  /** Our refund's id: in its notes, so a webhook that overtakes the API's answer still finds it. */
  refundId: string;
};

/** The provider's refund as it first answers: pending almost always, processed when instant. */
export type ProviderRefund = { id: string; status: string; arn: string | null };

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
  /**
   * Asks for a refund at `speed: optimum`. Throws RefundRefusedError with the provider's reason
   * when it refuses, PaymentProviderError when it cannot be asked.
   */
  refund(input: RefundInput): Promise<ProviderRefund>;
}

/** The provider refused a refund; the message is its own reason, shown to staff. */
export class RefundRefusedError extends Error {}

/** The provider could not create an order; the message is for the log, not the visitor. */
export class PaymentProviderError extends Error {}
