import { DECISION_TIMES_MIN_DECISIONS } from "../decision-times";
import { FOUNDER_STAGES } from "../founder-stage";
import { STATE_CODES } from "../indian-states";
import { FounderAppealSchema } from "./appeals";
import { SubmittedAnswersSchema } from "./application";
import { EmailSchema, oneLineText } from "./common";
import { FounderReachSchema } from "./deal-answer";
import { RefundSchema } from "./refund";
import { z } from "./zod";

/** The firm's time to decision over the last 12 months (core/decision-times.ts). */
export const DecisionTimesSchema = z.object({
  decisions: z.number().int().min(DECISION_TIMES_MIN_DECISIONS),
  medianDays: z.number().int().nonnegative(),
  p90Days: z.number().int().nonnegative(),
});

/** POST /api/my-application/link: "E-mail me my link". */
export const FounderLinkRequestSchema = z.strictObject({ email: EmailSchema });
export type FounderLinkRequest = z.infer<typeof FounderLinkRequestSchema>;
/** "E-mail me my link" posted from a page's form: the address; the form's own fields are dropped. */
export const FounderLinkFormSchema = z.object({ email: EmailSchema });

/** The one answer to "E-mail me my link", whatever the address: nobody learns who applied. */
export const FOUNDER_LINK_SENT =
  "If this address has applied, we have sent a new link to it for each of its applications. Check your inbox in a few minutes.";

/** A pitch deck the founder sent: a PDF they uploaded, or a link to one. */
export const PitchDeckSchema = z.object({
  id: z.uuid(),
  kind: z.enum(["file", "link"]),
  fileName: z.string().nullable(),
  size: z.number().int().nullable(),
  url: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type PitchDeck = z.infer<typeof PitchDeckSchema>;

/** The receipt of a paid application, as the founder's page and the console list it. */
export const ReceiptSummarySchema = z.object({
  number: z.string(),
  issuedAt: z.iso.datetime(),
  /** A tax invoice needs the founder's state (CGST and SGST, or IGST) before it is first produced. */
  needsState: z.boolean(),
});
export type ReceiptSummary = z.infer<typeof ReceiptSummarySchema>;

/** GET /api/my-application: what the founder may see of their application, and nothing else. */
export const FounderApplicationSchema = z.object({
  _id: z.uuid(),
  createdAt: z.iso.datetime(),
  stage: z.enum(FOUNDER_STAGES),
  answers: SubmittedAnswersSchema,
  payment: z.object({
    /** Paise; 0 when a coupon made it free. */
    amountPaid: z.number().int().nullable(),
    couponCode: z.string().nullable(),
    partnerName: z.string().nullable(),
    paymentId: z.string().nullable(),
    receipt: ReceiptSummarySchema.nullable(),
  }),
  decks: z.array(PitchDeckSchema),
  /** How far the analyst memo went among the affiliated firms; null when it was never shared. */
  reach: FounderReachSchema.nullable(),
  /**
   * The decision clock of a paid application (docs/product.md, "The decision clock"), as the
   * founder reads it: since when the stage shown is what it is, and the business days since the
   * payment, up to the decision mail once it went. Null when nothing was paid (no clock runs).
   */
  clock: z
    .object({
      paidAt: z.iso.datetime(),
      stageSince: z.iso.datetime(),
      decidedAt: z.iso.datetime().nullable(),
      daysTotal: z.number().int().nonnegative(),
    })
    .nullable(),
  /** The firm's time to decision (core/decision-times.ts); null below 10 decisions. */
  decisionTimes: DecisionTimesSchema.nullable(),
  /** The reviewers' summary the decision mail carried (docs/product.md), once it went. */
  feedback: z.object({ summary: z.string(), sentAt: z.iso.datetime() }).nullable(),
  /** Money given back, each with its bank reference and credit note once processed. */
  refunds: z.array(RefundSchema),
  /** A declined founder's appeal (docs/decisions/084-appeals.md): open, received or decided. */
  appeal: FounderAppealSchema.nullable(),
});
export type FounderApplication = z.infer<typeof FounderApplicationSchema>;

/**
 * GET /api/admin/applications/:id/founder-side: the founder's side of an application for staff:
 * their private links, the receipt and the pitch decks.
 */
export const FounderSideSchema = z.object({
  /** Links that still open the founder's page. */
  liveLinks: z.number().int(),
  lastUsedAt: z.iso.datetime().nullable(),
  receipt: ReceiptSummarySchema.nullable(),
  decks: z.array(PitchDeckSchema),
});
export type FounderSide = z.infer<typeof FounderSideSchema>;

/** The query of a receipt's download: the founder's state, asked once for a tax invoice. */
export const ReceiptQuerySchema = z.strictObject({
  state: z.enum(STATE_CODES, "Choose your state").optional(),
});

/** POST /api/my-application/deck-link: the deck as a link (a shared drive, a DocSend). */
export const DeckLinkRequestSchema = z.strictObject({
  url: oneLineText("Enter the link to your deck")
    .trim()
    .min(1, "Enter the link to your deck")
    .max(2000, "Must be at most 2000 characters")
    .pipe(z.url({ protocol: /^https$/, message: "Enter a link that starts with https://" })),
});
export type DeckLinkRequest = z.infer<typeof DeckLinkRequestSchema>;
/** The deck's link posted from the founder's page: the link; the form's own fields are dropped. */
export const DeckLinkFormSchema = z.object({ url: DeckLinkRequestSchema.shape.url });

/** PUT /api/my-application/deck?fileName=…: the PDF's bytes are the body. */
export const DeckUploadQuerySchema = z.strictObject({
  fileName: oneLineText().max(255, "The file name is too long").optional(),
});

export const DeckParamsSchema = z.object({ deckId: z.uuid("Pitch deck not found.") });
