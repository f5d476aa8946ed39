import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";
import { passwordAsTyped, passwordLengthProblem } from "../../core/schemas/staff";
import { HttpError } from "./http-error";

/**
 * Staff passwords are estimated with zxcvbn (its dictionaries ship in the package: no network).
 * Import this module only where a password is chosen, with `import()`: the dictionaries weigh
 * megabytes and nothing else needs them (docs/decisions/044-staff-password-strength.md).
 */
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});

/** zxcvbn's 3: "safely unguessable", about 10^8 guesses or more. */
const STRONG_ENOUGH = 3;

/** The words of an e-mail address or a name, so that none of them makes a password. */
function contextWords(context: readonly string[]): string[] {
  return context.flatMap((text) => [text, ...text.split(/[^\p{L}\p{N}]+/u)]).filter(Boolean);
}

/**
 * Why `password` is too easy to guess for a staff account, or null when it is not. It is judged as
 * typed (core/schemas/staff.ts): twelve tabs, or a common password padded with line breaks, are
 * what a person types as nothing, or as that common password.
 */
export function weakPasswordReason(password: string, context: readonly string[] = []) {
  const tooShort = passwordLengthProblem(password);
  if (tooShort) return tooShort;
  const result = zxcvbn.check(passwordAsTyped(password), contextWords(context));
  if (result.score >= STRONG_ENOUGH) return null;
  const why =
    result.feedback.warning ??
    result.feedback.suggestions[0] ??
    "Add more words that are less common.";
  return `This password is too easy to guess. ${why}`;
}

/** Refuses, with a 400 that says why, a password that is easy to guess. */
export function assertStrongPassword(password: string, context: readonly string[] = []) {
  const reason = weakPasswordReason(password, context);
  if (reason) throw new HttpError(400, reason);
}
