import type { SubmissionResult } from "@conform-to/react";
import { isRouteErrorResponse } from "react-router";

/**
 * What a public form's server action answers its page (docs/decisions/076-route-forms.md):
 * conform's reply, which puts the server's errors under their fields or empties a form once done,
 * and `done` when the submission was taken.
 */
export type FormActionData = { result: SubmissionResult<string[]>; done: boolean };

/**
 * A submission the server never answered with its page's data: one the server refused before the
 * action ran (its `{ message }`: a route's limit, maintenance), one that failed in the action, or
 * one that never reached it.
 */
export type FormFailure =
  | { failure: "message"; message: string }
  | { failure: "fallback" | "network" };

/**
 * The server action, called from the page's clientAction with the page's scripts running: its
 * answer, or what went wrong, for the page to say as the toasts of docs/product.md, section 9.2 do (a server message,
 * else its fallback, else its network text). Without scripts the browser posts to the action
 * itself, and a refused post is the server's own answer.
 */
export async function serverActionOrFailure<Data>(
  serverAction: () => Promise<Data>,
  { onRedirect }: { onRedirect?: () => void } = {},
): Promise<Data | FormFailure> {
  try {
    return await serverAction();
  } catch (error) {
    // A redirect the action answered (a form whose next page says it is done): React Router
    // follows it, after the page has said what it says on the way (`onRedirect`).
    if (error instanceof Response) {
      onRedirect?.();
      throw error;
    }
    if (isRouteErrorResponse(error)) {
      const message = messageOf(error.data);
      return message ? { failure: "message", message } : { failure: "fallback" };
    }
    // fetch's own failure: the server could not be reached.
    return error instanceof TypeError ? { failure: "network" } : { failure: "fallback" };
  }
}

/** The `{ message }` of an answer the server sent as JSON text (its error handler's and its limit's). */
function messageOf(body: unknown): string | null {
  if (typeof body !== "string") return null;
  try {
    const parsed: unknown = JSON.parse(body);
    const message = (parsed as { message?: unknown } | null)?.message;
    return typeof message === "string" && message ? message : null;
  } catch {
    return null;
  }
}

/** What to say of a failure, as `errorText` says an API error: its message, else the form's texts. */
export const failureText = (
  failure: FormFailure,
  texts: { fallback: string; network: string },
): string => (failure.failure === "message" ? failure.message : texts[failure.failure]);

export const isFailure = <Data>(answer: Data | FormFailure): answer is FormFailure =>
  typeof answer === "object" && answer !== null && "failure" in answer;

/**
 * What a page's form was answered, as its component reads it: the action's data, or what went
 * wrong, with `toasted` once the page's clientAction said it in a toast.
 */
export type PageFormAnswer = (FormActionData | FormFailure) & { toasted?: boolean };

/**
 * Whether the page answers a post its scripts did not make (the browser posted the form itself):
 * no toast said anything, so the page says it.
 */
export const answeredWithoutScripts = (answer: PageFormAnswer | undefined) =>
  answer !== undefined && !answer.toasted;

/** Taken, answering a post made without scripts: the page says so itself. */
export const doneWithoutScripts = (answer: PageFormAnswer | undefined) =>
  answeredWithoutScripts(answer) && answer !== undefined && !isFailure(answer) && answer.done;
