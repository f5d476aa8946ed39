import type { SubmitOptions, SubmitTarget } from "react-router";

/**
 * How the console's components submit to their route's clientAction: the intent as JSON, the
 * clientAction reading it with `request.json()` (the server checks every field again).
 */
export const AS_JSON = {
  method: "post",
  encType: "application/json",
} as const satisfies SubmitOptions;

/** What a console action answers: whether the change went through (its toast says how). */
export type ActionResult = { ok: boolean };

/** An intent as a component sends it (typed by the action that reads it). */
export type Intent = Extract<SubmitTarget, Record<string, unknown>>;
