import { ApplicantLanguageSchema, ApplicationAnswersSchema } from "./application";
import { oneLineText, text } from "./common";
import { z } from "./zod";

/** A coupon code as typed: trimmed before it is sent and checked (docs/product.md, section 4.1). */
export const CouponCodeSchema = oneLineText("Enter a coupon code")
  .trim()
  .min(1, "Enter a coupon code")
  .max(64, "Must be at most 64 characters");

/** POST /api/coupon/verify */
export const CouponVerifyRequestSchema = z.strictObject({ code: CouponCodeSchema });
export const CouponVerifyResponseSchema = z.object({
  finalPrice: z.number().int(),
  partnerName: z.string(),
  message: z.string(),
});
export type CouponVerifyResponse = z.infer<typeof CouponVerifyResponseSchema>;

/**
 * POST /api/payment/create-order. `amount` is what the page shows; the server computes the fee
 * from the coupon and refuses a different amount. The answers travel with the order (our addition)
 * so the webhook can complete an application whose browser never came back.
 */
export const CreateOrderRequestSchema = z.strictObject({
  amount: z.number("Amount must be a number").int("Amount must be in whole paise"),
  couponCode: CouponCodeSchema.optional(),
  answers: ApplicationAnswersSchema,
  /** Our addition: the language of the page applied from (its application's). */
  language: ApplicantLanguageSchema,
});
export type CreateOrderRequest = z.infer<typeof CreateOrderRequestSchema>;

/** Which checkout the browser opens: Razorpay's, or our labelled test checkout. */
export const PAYMENT_PROVIDERS = ["razorpay", "test"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const CreateOrderResponseSchema = z.object({
  amount: z.number().int(),
  currency: z.string(),
  orderId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Razorpay's public key id, for checkout.js; absent in test mode. */
  keyId: z.string().optional(),
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponseSchema>;

/** What a successful checkout hands back (Razorpay's handler fields). */
export const PaymentProofSchema = z.strictObject({
  razorpay_order_id: text().min(1).max(100),
  razorpay_payment_id: text().min(1).max(100),
  razorpay_signature: text().min(1).max(200),
});
export type PaymentProof = z.infer<typeof PaymentProofSchema>;

/**
 * POST /api/apply: every answer plus the spec's paymentId, couponCode, finalPrice and partnerName,
 * and the payment proof (absent only when the final price is 0).
 */
export const ApplySubmissionSchema = ApplicationAnswersSchema.extend({
  paymentId: text().max(100).nullable().optional(),
  couponCode: CouponCodeSchema.nullable().optional(),
  finalPrice: z.number("Final price must be a number").int(),
  partnerName: oneLineText().max(200).nullable().optional(),
  payment: PaymentProofSchema.optional(),
  /** Our addition: the language of the page applied from. */
  language: ApplicantLanguageSchema,
});
export type ApplySubmission = z.infer<typeof ApplySubmissionSchema>;

export const ApplyResponseSchema = z.object({
  _id: z.uuid(),
  message: z.string(),
  /** The private link's token for the founder's page (docs/decisions/019-founder-access-tokens.md). */
  founderToken: z.string().nullable(),
});

/** The labelled test checkout (test mode only): the server plays the provider's part. */
export const TestCheckoutRequestSchema = z.strictObject({ orderId: text().min(1).max(100) });
