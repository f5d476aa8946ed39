import type { CreateOrderResponse, PaymentProof } from "../../../../core/schemas/payment";

/** How a checkout ended: paid (with the provider's proof), failed (with its reason), or closed. */
export type CheckoutResult =
  | { kind: "paid"; proof: PaymentProof }
  | { kind: "failed"; message: string }
  | { kind: "dismissed" };

/** Who is paying, to prefill the provider's form. */
export type Payer = { name: string; email: string; phone: string };

export type CheckoutRequest = { order: CreateOrderResponse; payer: Payer };

/** The checkout's description (docs/product.md, section 4.2). */
export const CHECKOUT_DESCRIPTION = "Startup Pitch Application Fee";
