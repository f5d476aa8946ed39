import { z } from "./zod";

/** A missing answer is "required"; an answer of the wrong type (a number for a name) is not text. */
const textOrRequired = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? "This field is required" : "Must be text",
};

/**
 * Characters no honest answer holds, which PostgreSQL refuses to store: NUL and the other control
 * characters (tab and line breaks are text), and half of a surrogate pair (UTF-16 that encodes
 * nothing; jsonb refuses it). Every string a request carries is checked for them, in the browser's
 * form and on the server alike, so they answer 400 naming the field, never a 500.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const SURROGATE = /[\uD800-\uDFFF]/;
export const CONTROL_CHARACTERS_MESSAGE = "Must not contain control characters";
export const INVALID_CHARACTERS_MESSAGE = "Must not contain invalid characters";

/** True when every surrogate in the text is half of a pair (String.prototype.isWellFormed, everywhere). */
export const isWellFormedText = (text: string) => {
  if (!SURROGATE.test(text)) return true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0xd800 || code > 0xdfff) continue;
    const next = text.charCodeAt(i + 1);
    if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i++;
  }
  return true;
};

/**
 * Every string of a request starts here instead of z.string(): the same zod string (same
 * options and messages), refusing the characters above before any other check runs.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine((value) => !CONTROL_CHARACTER.test(value), CONTROL_CHARACTERS_MESSAGE)
    .refine(isWellFormedText, INVALID_CHARACTERS_MESSAGE);

/**
 * Line breaks of every kind, and tab: text of a one-line field (a name, a company, a title, a
 * subject) may end up in a mail's header or subject, where a line break ends the header and breaks
 * the mail's DKIM signature (docs/decisions/069-one-line-text-and-mail-checks.md).
 */
const LINE_BREAK_OR_TAB = /[\t\n\r\u0085\u2028\u2029]/;
export const ONE_LINE_MESSAGE = "Must be on one line, without line breaks or tabs";
export const isOneLine = (value: string) => !LINE_BREAK_OR_TAB.test(value);

/**
 * The base of every one-line field: `text`, trimmed, that also refuses line breaks and tabs (left
 * inside it once the ends are trimmed: a coupon pasted with its line's end is still one line).
 */
export const oneLineText = (params?: Parameters<typeof z.string>[0]) =>
  text(params).trim().refine(isOneLine, ONE_LINE_MESSAGE);

/**
 * Dates PostgreSQL and the console can both hold: PostgreSQL has no year 0 and JavaScript writes
 * years past 9999 with six digits, so a date outside 1900–9999 (after its offset) is refused.
 */
const EARLIEST_DATE = Date.UTC(1900, 0, 1);
const LATEST_DATE = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
export const DATE_RANGE_MESSAGE = "Choose a date between the years 1900 and 9999";
/** True for a date or date-time string inside that range; one that does not parse is left to its format check. */
export const isInDateRange = (value: string) => {
  const time = Date.parse(value);
  return Number.isNaN(time) || (time >= EARLIEST_DATE && time <= LATEST_DATE);
};

// Sane upper bounds the spec leaves open: long enough for any honest answer, short enough
// that nobody can store megabytes through a public form.
export const LIMITS = { name: 120, email: 254, short: 200, text: 5000 } as const;

/** A required one-line string: trimmed, non-empty, bounded, no line break or tab. */
export const requiredText = (max: number = LIMITS.short) =>
  requiredMultilineText(max).refine(isOneLine, ONE_LINE_MESSAGE);

/** An optional one-line string: trimmed, bounded; an empty string is allowed, anything but text is not. */
export const optionalText = (max: number = LIMITS.short) =>
  text({ error: () => "Must be text" })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine(isOneLine, ONE_LINE_MESSAGE)
    .optional();

/** A required text of several lines (a message, a note): line breaks and tabs are its text. */
export const requiredMultilineText = (max: number = LIMITS.text) =>
  text(textOrRequired)
    .trim()
    .min(1, "This field is required")
    .max(max, `Must be at most ${max} characters`);

/** An optional text of several lines: trimmed, bounded; an empty string is allowed. */
export const optionalMultilineText = (max: number = LIMITS.text) =>
  text({ error: () => "Must be text" })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional();

export const EmailSchema = oneLineText(textOrRequired)
  .trim()
  .min(1, "This field is required")
  .max(LIMITS.email, `Must be at most ${LIMITS.email} characters`)
  .pipe(z.email("Enter a valid e-mail address"));

/** What every stored record carries on the wire. */
export const RecordMetaSchema = z.object({
  _id: z.uuid(),
  createdAt: z.iso.datetime(),
});

export const MessageSchema = z.object({ message: z.string() });

/** A console form's text field as it posts it: a string, or nothing when the field was left out. */
export const formText = z.string().optional();

/**
 * "250,000", "250 000" or "250000": a whole amount as a console form posts it; left out is no
 * amount (null), anything else not a number, for the API's schema to refuse.
 */
export const typedWholeAmount = (typed: string | undefined) => {
  if (typed === undefined) return null;
  const plain = typed.replace(/[,\s]/g, "");
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
};

export const ErrorResponseSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
