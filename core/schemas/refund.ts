import { STATE_CODES } from "../indian-states";
import {
  paiseFromTypedRupees,
  REFUND_NOTE_MAX,
  REFUND_REASONS,
  REFUND_STATUSES,
  STAFF_REFUND_REASONS,
} from "../refunds";
import { optionalMultilineText } from "./common";
import { z } from "./zod";

export const REFUND_AMOUNT_MESSAGE = "Enter the amount in rupees, e.g. 2500 or 2500.50";
export const REFUND_REASON_MESSAGE = "Choose why the payment is refunded";

/** POST /api/admin/applications/:id/refunds: paise, a reason, and a place of supply if needed. */
export const RefundRequestSchema = z.strictObject({
  amount: z.number().int().positive({ error: "A refund gives back at least one paisa" }),
  reason: z.enum(STAFF_REFUND_REASONS, { error: REFUND_REASON_MESSAGE }),
  note: optionalMultilineText(REFUND_NOTE_MAX),
  /**
   * The founder's state, for a tax invoice whose document was never produced: the credit note
   * needs the receipt's place of supply, fixed now.
   */
  state: z.enum(STATE_CODES).optional(),
});
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

/** The console's refund form, as it posts: rupees as typed. */
export const RefundFormSchema = z.object({
  rupees: z
    .string({ error: REFUND_AMOUNT_MESSAGE })
    .trim()
    .refine((typed) => (paiseFromTypedRupees(typed) ?? 0) > 0, REFUND_AMOUNT_MESSAGE)
    .transform((typed) => paiseFromTypedRupees(typed) ?? 0),
  reason: z.enum(STAFF_REFUND_REASONS, { error: REFUND_REASON_MESSAGE }),
  note: optionalMultilineText(REFUND_NOTE_MAX),
  state: z.enum(STATE_CODES).optional(),
});

/** A refund as staff and the founder see it. */
export const RefundSchema = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  reason: z.enum(REFUND_REASONS),
  status: z.enum(REFUND_STATUSES),
  /** The bank's reference, once processed. */
  arn: z.string().nullable(),
  createdAt: z.iso.datetime(),
  processedAt: z.iso.datetime().nullable(),
  failedAt: z.iso.datetime().nullable(),
  /** The credit note issued with it (a taxed payment, once processed). */
  creditNote: z.object({ number: z.string(), issuedAt: z.iso.datetime() }).nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;

/** What staff see besides: who asked, the note, the provider's reason for a failure. */
export const StaffRefundSchema = RefundSchema.extend({
  note: z.string(),
  failureReason: z.string().nullable(),
  paymentId: z.string(),
  automatic: z.boolean(),
});
export type StaffRefund = z.infer<typeof StaffRefundSchema>;

/** GET …/refunds: the payment, what can still be given back, and the refunds so far. */
export const RefundsViewSchema = z.object({
  paid: z.number().int(),
  refundable: z.number().int(),
  /** The receipt is a tax invoice not yet produced: a refund must fix the founder's state. */
  needsState: z.boolean(),
  refunds: z.array(StaffRefundSchema),
});
export type RefundsView = z.infer<typeof RefundsViewSchema>;
