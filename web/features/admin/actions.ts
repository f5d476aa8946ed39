import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useEffectEvent } from "react";
import type { SubmitOptions, SubmitTarget } from "react-router";

/**
 * How the console's components submit to their route's clientAction: the intent as JSON, the
 * clientAction reading it with `request.json()` (the server checks every field again).
 */
export const AS_JSON = {
  method: "post",
  encType: "application/json",
} as const satisfies SubmitOptions;

/**
 * Whether a clientAction was sent a component's intent as JSON (`AS_JSON`) rather than a form's
 * fields: a route whose forms post their fields and whose buttons send intents reads each its way.
 */
export const sentAsJson = (request: Request) =>
  request.headers.get("content-type")?.includes("application/json") ?? false;

/** An intent as a component sends it (typed by the action that reads it). */
export type Intent = Extract<SubmitTarget, Record<string, unknown>>;

/** What a console action answers: whether the change went through (its toast says how). */
export type ActionResult = { ok: boolean };

/**
 * The answer to a form that closes, or starts afresh, once its save went through: when it was
 * given, so the form can tell its own answer from one to a form opened before it.
 */
export type FormAnswer = { ok: boolean; at: number; error?: string };
export const answered = (ok: boolean, error?: string): FormAnswer => ({
  ok,
  at: Date.now(),
  ...(error ? { error } : {}),
});

/**
 * The answer to a conform form posted to a clientAction: whether it was saved, and conform's reply
 * (`submission.reply()`), which puts the messages, the browser's check's or the server's, under
 * their fields, or empties the form once a save went through.
 */
export type FormReply = FormAnswer & { result?: SubmissionResult<string[]> };
export const replied = (ok: boolean, result: SubmissionResult<string[]>): FormReply => ({
  ...answered(ok),
  result,
});

/**
 * Runs `then` once the fetcher's save came back saved: how a form shown on demand (a new subtask,
 * a dialog) that owns its fetcher closes after a save went through, React Router's own way (an
 * effect on the fetcher's answer). A refused save leaves it open, conform's reply under its fields.
 */
export function useOnSaved(fetcher: { state: string; data?: FormAnswer }, then: () => void) {
  const saved = fetcher.state === "idle" && fetcher.data?.ok ? fetcher.data : undefined;
  const onSaved = useEffectEvent(then);
  useEffect(() => {
    if (saved) onSaved();
  }, [saved]);
}
