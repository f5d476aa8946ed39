import type { ErrorResponse } from "../../../core/schemas/common";
import { ApiError } from "../../lib/api";

/** The server's messages for the fields of a form it refused (`issues` of its 400). */
export type ServerIssues = NonNullable<ErrorResponse["issues"]>;

/**
 * The server's messages as conform's `fieldErrors` for `submission.reply()`, each under the field
 * its path starts with ("programme.2" is the programme's), so a console route's clientAction puts
 * them where the browser's own check would have.
 */
export function serverFieldErrors(issues: ServerIssues): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const name = issue.path.split(".")[0] ?? "";
    errors[name] = [...(errors[name] ?? []), issue.message];
  }
  return errors;
}

/** The messages for fields that a refused call's 400 carried; none for any other failure. */
export const fieldErrorsOf = (error: unknown) =>
  serverFieldErrors(error instanceof ApiError ? (error.issues ?? []) : []);

/**
 * What conform's reply says of a refused call: the server's messages under their fields when its
 * 400 named them, else `text` (its message, or the form's fallback) under the whole form.
 */
export function refusalOf(error: unknown, text: string) {
  const fieldErrors = fieldErrorsOf(error);
  return Object.keys(fieldErrors).length > 0 ? { fieldErrors } : { formErrors: [text] };
}
