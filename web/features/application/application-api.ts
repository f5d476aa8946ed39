import type { z } from "zod";
import type { DraftResumeSchema, DraftSchema } from "../../../core/schemas/application-draft";
import type {
  ApplyResponseSchema,
  ApplySubmissionSchema,
  CouponVerifyRequestSchema,
  CouponVerifyResponseSchema,
  CreateOrderRequestSchema,
  CreateOrderResponseSchema,
  PaymentProofSchema,
  TestCheckoutRequestSchema,
} from "../../../core/schemas/payment";
import { api } from "../../lib/api";

/**
 * The calls of the funding application: coupon, order, test checkout, submit, a saved draft
 * resumed (schemas as types). A draft is saved through the page's action (routes/application.tsx).
 */
export const applicationApi = {
  verifyCoupon: (input: z.input<typeof CouponVerifyRequestSchema>) =>
    api.post<typeof CouponVerifyResponseSchema>("/api/coupon/verify", input),
  createOrder: (input: z.input<typeof CreateOrderRequestSchema>) =>
    api.post<typeof CreateOrderResponseSchema>("/api/payment/create-order", input),
  /** Test mode only: the server signs the payment as the provider would. */
  payTestOrder: (input: z.input<typeof TestCheckoutRequestSchema>) =>
    api.post<typeof PaymentProofSchema>("/api/payment/test-checkout", input),
  submit: (input: z.input<typeof ApplySubmissionSchema>) =>
    api.post<typeof ApplyResponseSchema>("/api/apply", input),
  resumeDraft: (input: z.input<typeof DraftResumeSchema>) =>
    api.post<typeof DraftSchema>("/api/application-drafts/resume", input),
};
