import { z } from "./zod";

/** A missing answer is "required"; an answer of the wrong type (a number for a name) is not text. */
const textOrRequired = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? "This field is required" : "Must be text",
};

// Sane upper bounds the spec leaves open: long enough for any honest answer, short enough
// that nobody can store megabytes through a public form.
export const LIMITS = { name: 120, email: 254, short: 200, text: 5000 } as const;

/** A required single-line string: trimmed, non-empty, bounded. */
export const requiredText = (max: number = LIMITS.short) =>
  z
    .string(textOrRequired)
    .trim()
    .min(1, "This field is required")
    .max(max, `Must be at most ${max} characters`);

/** An optional string: trimmed, bounded; an empty string is allowed. */
export const optionalText = (max: number = LIMITS.short) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).optional();

export const EmailSchema = z
  .string(textOrRequired)
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

export const ErrorResponseSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
