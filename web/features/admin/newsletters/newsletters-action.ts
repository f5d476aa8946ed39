import { redirect } from "react-router";
import type { Newsletter, NewsletterInput } from "../../../../core/schemas/newsletter";
import { toast } from "../../../components/ui/toast";
import { tabPath } from "../../../console-tabs";
import { errorText } from "../../../lib/api";
import type { ActionResult } from "../actions";
import { newslettersApi } from "./newsletters-api";

/** What the Newsletters tab and an open newsletter send their clientAction. */
export type NewslettersIntent =
  | { intent: "create"; input: NewsletterInput }
  | { intent: "save"; id: string; input: NewsletterInput }
  | { intent: "test"; id: string; to: string }
  | { intent: "send"; id: string; scheduledAt: string | null }
  | { intent: "unschedule"; id: string };

/** The record route that opens the editor on a new newsletter (routes/admin-dashboard/newsletters.$id.tsx). */
export const NEW_NEWSLETTER = "new";
/** Where a newsletter opens to be written, tested and sent. */
export const newsletterPath = (id: string) => `${tabPath("newsletters")}/${id}`;

const DONE: Record<NewslettersIntent["intent"], string> = {
  create: "Draft saved",
  save: "Draft saved",
  test: "Test sent",
  send: "Sending started",
  unschedule: "Back to draft",
};
const REFUSED: Record<NewslettersIntent["intent"], string> = {
  create: "The draft was not saved.",
  save: "The draft was not saved.",
  test: "The test was not sent.",
  send: "The newsletter was not sent.",
  unschedule: "It could not be unscheduled.",
};

function call(intent: NewslettersIntent): Promise<Newsletter | { message: string }> {
  switch (intent.intent) {
    case "create":
      return newslettersApi.create(intent.input);
    case "save":
      return newslettersApi.save(intent.id, intent.input);
    case "test":
      return newslettersApi.test(intent.id, { to: intent.to });
    case "send":
      return newslettersApi.send(intent.id, { scheduledAt: intent.scheduledAt });
    case "unschedule":
      return newslettersApi.unschedule(intent.id);
  }
}

/**
 * Runs the change and says how it went in a toast. A draft just created opens at its own address;
 * a newsletter sent or scheduled closes, back to the list; otherwise the page's loaders run again.
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
  if (intent.intent === "create" && "_id" in answer) return redirect(newsletterPath(answer._id));
  if (intent.intent === "send") return redirect(tabPath("newsletters"));
  return { ok: true };
}
