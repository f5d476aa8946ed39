import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { type Newsletter, NewsletterInputSchema } from "../../../../core/schemas/newsletter";
import { toast } from "../../../components/ui/toast";
import { tabPath } from "../../../console-tabs";
import { errorText } from "../../../lib/api";
import { type ActionResult, type FormReply, replied } from "../actions";
import { fieldErrorsOf } from "../server-field-errors";
import { newslettersApi } from "./newsletters-api";

/** What the Newsletters tab and an open newsletter's buttons send their clientAction as JSON. */
export type NewslettersIntent =
  | { intent: "test"; id: string; to: string }
  | { intent: "send"; id: string; scheduledAt: string | null }
  | { intent: "unschedule"; id: string };

/** The record route that opens the editor on a new newsletter (routes/admin-dashboard/newsletters.$id.tsx). */
export const NEW_NEWSLETTER = "new";
/** Where a newsletter opens to be written, tested and sent. */
export const newsletterPath = (id: string) => `${tabPath("newsletters")}/${id}`;

const DONE: Record<NewslettersIntent["intent"], string> = {
  test: "Test sent",
  send: "Sending started",
  unschedule: "Back to draft",
};
const REFUSED: Record<NewslettersIntent["intent"], string> = {
  test: "The test was not sent.",
  send: "The newsletter was not sent.",
  unschedule: "It could not be unscheduled.",
};

function call(intent: NewslettersIntent): Promise<Newsletter | { message: string }> {
  switch (intent.intent) {
    case "test":
      return newslettersApi.test(intent.id, { to: intent.to });
    case "send":
      return newslettersApi.send(intent.id, { scheduledAt: intent.scheduledAt });
    case "unschedule":
      return newslettersApi.unschedule(intent.id);
  }
}

/**
 * Runs the change and says how it went in a toast. A newsletter sent or scheduled closes, back to
 * the list; otherwise the page's loaders run again.
 */
export async function newslettersAction(
  intent: NewslettersIntent,
): Promise<ActionResult | Response> {
  let answer: Newsletter | { message: string };
  try {
    answer = await call(intent);
  } catch (error) {
    toast(
      errorText(error, { fallback: REFUSED[intent.intent], network: "Something went wrong." }),
      "error",
    );
    return { ok: false };
  }
  const scheduled = intent.intent === "send" && intent.scheduledAt;
  toast(
    scheduled ? "Newsletter scheduled" : "message" in answer ? answer.message : DONE[intent.intent],
    "success",
  );
  if (intent.intent === "send") return redirect(tabPath("newsletters"));
  return { ok: true };
}

/**
 * The editor's form, checked with the schema of the API's body, then the draft created (`id` is
 * NEW_NEWSLETTER), which opens at its own address, or saved, and the page's loaders run again. How
 * it went shows in a toast; the server's messages for the fields go under them.
 */
export async function saveDraft(formData: FormData, id: string): Promise<FormReply | Response> {
  const submission = parseWithZod(formData, { schema: NewsletterInputSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  try {
    const saved =
      id === NEW_NEWSLETTER
        ? await newslettersApi.create(submission.value)
        : await newslettersApi.save(id, submission.value);
    toast("Draft saved", "success");
    if (id === NEW_NEWSLETTER) return redirect(newsletterPath(saved._id));
    return replied(true, submission.reply());
  } catch (error) {
    const text = { fallback: "The draft was not saved.", network: "Something went wrong." };
    toast(errorText(error, text), "error");
    return replied(false, submission.reply({ fieldErrors: fieldErrorsOf(error) }));
  }
}
