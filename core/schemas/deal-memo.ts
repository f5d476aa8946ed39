import {
  formText,
  LIMITS,
  oneLineText,
  optionalMultilineText,
  optionalText,
  typedWholeAmount,
} from "./common";
import { CHEQUE_CURRENCIES, CHEQUE_MAX } from "./deal-firm";
import { ReportScorecardSchema } from "./scorecard";
import { z } from "./zod";

// The analyst memo (docs/decisions/057-deal-memo.md): the scorecards' summary, computed by the
// server, and what the analysts write. A shared version is locked; a change is a new version.

export const MEMO_TEXT_MAX = LIMITS.text;

export const MemoInputSchema = z.strictObject({
  summary: optionalMultilineText(MEMO_TEXT_MAX).default(""),
  risks: optionalMultilineText(MEMO_TEXT_MAX).default(""),
  proposedTerms: optionalMultilineText(MEMO_TEXT_MAX).default(""),
  /** The round the startup raises, in whole units of `roundCurrency`. */
  roundSize: z
    .number("Enter a whole amount")
    .int("Enter a whole amount")
    .min(1, "Must be more than 0")
    .max(CHEQUE_MAX, "Must be at most 1,000,000,000,000")
    .nullable()
    .default(null),
  roundCurrency: z.enum(CHEQUE_CURRENCIES, "Choose a currency from the list").default("USD"),
  /** A new version says what changed since the one before. */
  changeNote: optionalText(500).default(""),
});
export type MemoInput = z.input<typeof MemoInputSchema>;
export type MemoFields = z.output<typeof MemoInputSchema>;

const CHANGE_NOTE_REQUIRED = "Say what changed in this version";

/** A version after a shared one says what changed (POST /api/admin/applications/:id/memo/versions). */
const NextVersionSchema = MemoInputSchema.extend({
  changeNote: oneLineText(CHANGE_NOTE_REQUIRED)
    .min(1, CHANGE_NOTE_REQUIRED)
    .max(500, "Must be at most 500 characters"),
});

/**
 * The console's memo form, as it posts it: the round size as typed. The draft's, or the next
 * version's after a shared one, which must say what changed: checked as the API checks the memo.
 */
export const memoFormSchema = ({ nextVersion }: { nextVersion: boolean }) =>
  z
    .object({
      summary: formText,
      risks: formText,
      proposedTerms: formText,
      roundSize: formText,
      roundCurrency: formText,
      changeNote: formText,
    })
    .transform((form): unknown => ({ ...form, roundSize: typedWholeAmount(form.roundSize) }))
    .pipe(nextVersion ? NextVersionSchema : MemoInputSchema);

export const MemoVersionSchema = z.object({
  _id: z.uuid(),
  version: z.number().int(),
  summary: z.string(),
  risks: z.string(),
  proposedTerms: z.string(),
  roundSize: z.number().nullable(),
  roundCurrency: z.enum(CHEQUE_CURRENCIES),
  changeNote: z.string(),
  scorecard: ReportScorecardSchema,
  /** When it was first shared: from then on it is locked. */
  sharedAt: z.iso.datetime().nullable(),
  editedByName: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type MemoVersion = z.infer<typeof MemoVersionSchema>;

/** An application's memo: every version, newest first, and the scorecards' summary as it is now. */
export const MemoSchema = z.object({
  versions: z.array(MemoVersionSchema),
  scorecard: ReportScorecardSchema,
});
export type Memo = z.infer<typeof MemoSchema>;
