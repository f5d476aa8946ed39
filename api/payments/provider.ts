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
}

/** The provider could not create an order; the message is for the log, not the visitor. */
export class PaymentProviderError extends Error {}
