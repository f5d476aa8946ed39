/**
 * Text the database refused to store: NUL in a text column (22021), a \u0000 escape in jsonb
 * (22P05), or half a surrogate pair in jsonb (22P02 on "type json"). The schemas in core/ refuse
 * all three first (docs/decisions/017-bad-input.md); one that slips through anyway is the
 * client's text, so it answers 400, not 500.
 */
export const UNSTORABLE_TEXT_MESSAGE =
  "Some of the text contains invalid characters we cannot store. Please remove them and try again.";

type DatabaseError = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

/** The error and those it wraps (drizzle wraps the driver's), outermost first. */
function* causes(error: unknown): Generator<DatabaseError> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    yield current as DatabaseError;
    current = (current as DatabaseError).cause;
  }
}

/** True when the error, or one it wraps, is PostgreSQL refusing text. */
export function isUnstorableText(error: unknown): boolean {
  for (const { code, message } of causes(error)) {
    if (code === "22021" || code === "22P05") return true;
    if (code === "22P02" && typeof message === "string" && message.includes("type json"))
      return true;
  }
  return false;
}

/** True when the error, or one it wraps, is PostgreSQL's unique violation (23505) of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (const { code, constraint: name, message } of causes(error)) {
    if (code === "23505") {
      return name === constraint || (typeof message === "string" && message.includes(constraint));
    }
  }
  return false;
}
