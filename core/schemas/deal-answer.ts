import {
  ANSWER_CONDITIONS_MAX,
  ANSWER_CURRENCIES,
  ANSWER_NOTE_MAX,
  BOARD_COLUMNS,
  DEAL_ANSWER_KINDS,
  DECK_PAGES_MAX,
  ENGAGEMENT_EVENTS_MAX,
  ENGAGEMENT_SECONDS_MAX,
  MEMO_SECTIONS,
  PASS_REASONS,
} from "../deal-answers";
import { westernDigits } from "../eastern-digits";
import { tokenOfPastedLink } from "../pasted-link";
import { optionalMultilineText, requiredMultilineText } from "./common";
import { CHEQUE_MAX } from "./deal-firm";
import { z } from "./zod";

// A firm's answer on a shared deal, its engagement with the deal room, and the console's
// syndication board (docs/decisions/062-deal-answers-and-engagement.md).

const AmountSchema = z
  .number("Enter the amount as a whole number")
  .int("Enter the amount as a whole number")
  .min(1, "Enter an amount above 0")
  .max(CHEQUE_MAX, "Must be at most 1,000,000,000,000");
const CurrencySchema = z.enum(ANSWER_CURRENCIES, "Choose a currency from the list");
const NoteSchema = optionalMultilineText(ANSWER_NOTE_MAX).default("");

/** PUT /api/deal-room/answer: one of the five answers, each with exactly its own fields. */
export const DealAnswerInputSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({ kind: z.literal("interested"), note: NoteSchema }),
    z.strictObject({
      kind: z.literal("pass"),
      passReason: z.enum(PASS_REASONS, "Choose a reason from the list"),
      note: NoteSchema,
    }),
    z.strictObject({
      kind: z.literal("soft-circle"),
      amount: AmountSchema,
      currency: CurrencySchema,
      note: NoteSchema,
    }),
    z.strictObject({
      kind: z.literal("hard-circle"),
      amount: AmountSchema,
      currency: CurrencySchema,
      conditions: requiredMultilineText(ANSWER_CONDITIONS_MAX),
      note: NoteSchema,
    }),
    z.strictObject({ kind: z.literal("introduction"), note: NoteSchema }),
  ],
  { error: "Choose an answer" },
);
export type DealAnswerInput = z.input<typeof DealAnswerInputSchema>;
export type DealAnswerFields = z.output<typeof DealAnswerInputSchema>;

/**
 * "250,000" or "250000", in Western or Eastern Arabic digits ("٢٥٠٬٠٠٠"): a whole number as a
 * person types it; anything else is not a number.
 */
const typedAmount = (typed: string | undefined) => {
  if (typed === undefined) return undefined;
  const amount = westernDigits(typed.trim());
  return /^\d[\d,]*$/.test(amount) ? Number(amount.replaceAll(",", "")) : Number.NaN;
};

/**
 * The deal room's answer form, as the page posts it: every field is text, and all of them are
 * sent whichever answer is chosen (the page shows only the chosen answer's fields). Only that
 * answer's fields are kept, then checked as PUT /api/deal-room/answer checks them, so an error
 * lands under the field it is about.
 */
export const DealAnswerFormSchema = z
  .object({
    kind: z.string().optional(),
    passReason: z.string().optional(),
    amount: z.string().optional(),
    currency: z.string().optional(),
    conditions: z.string().optional(),
    note: z.string().optional(),
  })
  .transform(({ kind, passReason, amount, currency, conditions, note }): unknown => {
    const circled = kind === "soft-circle" || kind === "hard-circle";
    return {
      kind,
      note,
      ...(kind === "pass" ? { passReason } : {}),
      ...(circled ? { amount: typedAmount(amount), currency } : {}),
      ...(kind === "hard-circle" ? { conditions } : {}),
    };
  })
  .pipe(DealAnswerInputSchema);

/** An answer as it was given: what, by whom, when. */
export const DealAnswerSchema = z.object({
  kind: z.enum(DEAL_ANSWER_KINDS),
  passReason: z.string().nullable(),
  amount: z.number().nullable(),
  currency: z.enum(ANSWER_CURRENCIES).nullable(),
  conditions: z.string(),
  note: z.string(),
  answeredByName: z.string(),
  answeredByEmail: z.string(),
  answeredAt: z.iso.datetime(),
});
export type DealAnswer = z.infer<typeof DealAnswerSchema>;

/** The firm's answer on the deal and every change before it, newest first. */
export const FirmAnswerSchema = z.object({
  current: DealAnswerSchema.nullable(),
  history: z.array(DealAnswerSchema),
});
export type FirmAnswer = z.infer<typeof FirmAnswerSchema>;

// Answers from the mail (docs/decisions/080-answers-from-the-mail.md): the share and reminder mails
// carry one link per answer; the page it opens shows the answer and asks to confirm it.

const AnswerLinkTokenSchema = z
  .string("This link is not complete: open it again from the e-mail")
  .trim()
  .min(1, "This link is not complete: open it again from the e-mail")
  .max(200, "This link is not complete: open it again from the e-mail");

/** POST /api/deal-room/answer-link: what a mail's answer link answers for, recording nothing. */
export const DealAnswerLinkSchema = z.strictObject({ token: AnswerLinkTokenSchema });

/** POST /api/deal-room/answer-link/answer: the answer confirmed, for the link's person. */
export const DealAnswerLinkInputSchema = z.strictObject({
  token: AnswerLinkTokenSchema,
  answer: DealAnswerInputSchema,
});

/**
 * The answer page's form as it posts: the answer's fields, read as the room's form reads them, and
 * the link (its token as the page read it from the address, or the whole link as a person pastes it
 * into a page that runs no scripts).
 */
export const DealAnswerLinkFormSchema = z.intersection(
  DealAnswerFormSchema,
  z.object({
    link: z
      .string()
      .optional()
      .transform((link) => tokenOfPastedLink(link ?? ""))
      .pipe(AnswerLinkTokenSchema),
  }),
);

/** Whom a mail's answer link answers for, and the firm's answer now: no more of the deal. */
export const DealAnswerLinkOpeningSchema = z.object({
  startupName: z.string(),
  firmName: z.string(),
  personName: z.string(),
  email: z.string(),
  respondBy: z.iso.datetime().nullable(),
  /** Whether the respond-by date has passed: an answer now is still taken, and marked late. */
  late: z.boolean(),
  current: DealAnswerSchema.nullable(),
});
export type DealAnswerLinkOpening = z.infer<typeof DealAnswerLinkOpeningSchema>;

// Engagement: the deal room's tracker sends how long each part was on screen.

const SecondsSchema = z
  .number("Seconds must be a number")
  .min(0, "Seconds must not be negative")
  .max(ENGAGEMENT_SECONDS_MAX, `At most ${ENGAGEMENT_SECONDS_MAX} seconds per event`);

/** POST /api/deal-room/engagement: seconds on screen per memo section or deck page. */
export const EngagementBatchSchema = z.strictObject({
  events: z
    .array(
      z.discriminatedUnion(
        "kind",
        [
          z.strictObject({
            kind: z.literal("memo-section"),
            ref: z.enum(MEMO_SECTIONS, "Not a section of the memo"),
            seconds: SecondsSchema,
          }),
          z.strictObject({
            kind: z.literal("deck-page"),
            ref: z
              .string("Give the page number")
              .regex(/^[1-9]\d{0,3}$/, "Give the page number")
              .refine((page) => Number(page) <= DECK_PAGES_MAX, "Give the page number"),
            seconds: SecondsSchema,
          }),
        ],
        { error: "An event is a memo-section or a deck-page" },
      ),
    )
    .min(1, "Send at least one event")
    .max(ENGAGEMENT_EVENTS_MAX, `At most ${ENGAGEMENT_EVENTS_MAX} events at once`),
});
export type EngagementBatch = z.input<typeof EngagementBatchSchema>;

/** What one person, or a whole firm, did in the deal room. */
export const EngagementSchema = z.object({
  firstViewAt: z.iso.datetime().nullable(),
  lastViewAt: z.iso.datetime().nullable(),
  views: z.number().int(),
  /** Seconds the deal room showed anything. */
  seconds: z.number().int(),
  sections: z.array(z.object({ section: z.enum(MEMO_SECTIONS), seconds: z.number().int() })),
  deckPages: z.array(z.object({ page: z.number().int(), seconds: z.number().int() })),
  /** The furthest deck page read; 0 before any. */
  pagesReached: z.number().int(),
});
export type Engagement = z.infer<typeof EngagementSchema>;

// The syndication board: every firm the deal went to, by state.

export const IntroductionMeetingSchema = z.object({
  startsAt: z.iso.datetime(),
  durationMinutes: z.number().int(),
  representativeName: z.string(),
  representativeEmail: z.string(),
  setByName: z.string(),
});
export type IntroductionMeeting = z.infer<typeof IntroductionMeetingSchema>;

export const BoardCardSchema = z.object({
  shareId: z.uuid(),
  firmId: z.uuid(),
  firmName: z.string(),
  memoVersion: z.number().int(),
  revoked: z.boolean(),
  /** The firm's respond-by date (null for a deal shared before such dates). */
  respondBy: z.iso.datetime().nullable(),
  /** The current answer came after the respond-by date. */
  answeredLate: z.boolean(),
  column: z.enum(BOARD_COLUMNS),
  answer: DealAnswerSchema.nullable(),
  history: z.array(DealAnswerSchema),
  meeting: IntroductionMeetingSchema.nullable(),
  engagement: EngagementSchema,
  people: z.array(z.object({ name: z.string(), email: z.string(), engagement: EngagementSchema })),
});
export type BoardCard = z.infer<typeof BoardCardSchema>;

export const DealBoardSchema = z.object({
  roundSize: z.number().nullable(),
  roundCurrency: z.enum(ANSWER_CURRENCIES),
  /** Soft and hard circles in the round's currency, set against the round size. */
  soft: z.number(),
  hard: z.number(),
  /** Circles in other currencies, never converted: shown beside the totals. */
  otherCurrencies: z.array(
    z.object({ currency: z.enum(ANSWER_CURRENCIES), soft: z.number(), hard: z.number() }),
  ),
  cards: z.array(BoardCardSchema),
});
export type DealBoard = z.infer<typeof DealBoardSchema>;

/**
 * The founder's page: how far the report went, and the firms that asked for an introduction. Firms
 * the deal is shared with (not revoked); of them, those whose people opened the memo inside the
 * deal room, those that answered (a pass too), those whose answer is a soft or hard circle.
 */
export const FounderReachSchema = z.object({
  firms: z.number().int(),
  opened: z.number().int(),
  answered: z.number().int(),
  circled: z.number().int(),
  /** Firms whose respond-by date passed with no answer (docs/product.md, section 5.10). */
  unanswered: z.number().int(),
  introductions: z.array(z.string()),
});
export type FounderReach = z.infer<typeof FounderReachSchema>;

/** POST …/introductions/:firmId/meeting: as a pitch slot, a time, a length and who represents us. */
export { PitchSlotInputSchema as IntroductionMeetingInputSchema } from "./pitch-slot";
