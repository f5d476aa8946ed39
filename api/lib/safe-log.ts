/**
 * What the log may hold of an error or a request, without the personal data that travels with them
 * (docs/decisions/013-payment-mode-and-logs.md): a failed query's parameters are a visitor's name,
 * e-mail and answers, PostgreSQL's `detail` quotes the failing row, and a list's query string is
 * what staff searched for.
 */

/** Fields of an error that describe it without quoting data (PostgreSQL's and Fastify's). */
const KEPT_FIELDS = [
  "code",
  "statusCode",
  "severity",
  "constraint",
  "schema",
  "table",
  "column",
  "dataType",
  "routine",
] as const;

/** Values PostgreSQL quotes inside its messages: `type uuid: "…"`, `Key (email)=(…)`, `Failing row contains (…)`. */
const scrub = (text: string) =>
  text
    .replace(/(for (?:type|enum) [\w."]+): ".*"/g, "$1: <redacted>")
    .replace(/\)=\(.*?\)( already exists| is not present| conflicts)/g, ")=(<redacted>)$1")
    .replace(/Failing row contains \(.*\)/g, "Failing row contains <redacted>");

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: LoggedError;
  [field: string]: unknown;
};

/**
 * The logger's `err` serializer: type, message, stack and the fields above, down the cause chain.
 * A failed query (drizzle's DrizzleQueryError, PGlite's and pg's errors) keeps its SQL text, whose
 * values are placeholders, and loses its parameters.
 */
export function safeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: "a non-Error value was thrown", stack: "" };
  }
  const record = error as Error & Record<string, unknown>;
  const query = typeof record.query === "string" ? record.query : undefined;
  // drizzle's message is "Failed query: <sql>\nparams: <values>": keep only its first part.
  const message = scrub(
    query && error.message.startsWith("Failed query:") ? `Failed query: ${query}` : error.message,
  );
  const logged: LoggedError = {
    type: error.constructor?.name || error.name,
    message,
    stack: (error.stack ?? "").replace(error.message, message),
  };
  if (query) logged.query = query;
  for (const field of KEPT_FIELDS) {
    const value = record[field];
    if (typeof value === "string" || typeof value === "number") logged[field] = value;
  }
  if (error.cause !== undefined && depth < 5) logged.cause = safeError(error.cause, depth + 1);
  return logged;
}

/** A request's URL for the log: the path and the query's keys, never its values. */
export function urlForLog(url: string): string {
  const mark = url.indexOf("?");
  if (mark < 0) return url;
  const keys = [...new URLSearchParams(url.slice(mark + 1)).keys()];
  return `${url.slice(0, mark)}?${keys.map((key) => `${encodeURIComponent(key)}=<redacted>`).join("&")}`;
}
