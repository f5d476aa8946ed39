import type { Newsletter, NewsletterInput } from "../../../../core/schemas/newsletter";
import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { newslettersApi } from "./newsletters-api";

/** What the Newsletters tab sends its clientAction. */
export type NewslettersIntent =
  | { intent: "create"; input: NewsletterInput }
  | { intent: "save"; id: string; input: NewsletterInput }
  | { intent: "test"; id: string; to: string }
  | { intent: "send"; id: string; scheduledAt: string | null }
  | { intent: "unschedule"; id: string };

/** Whether it went through, and the newsletter it made or changed (the editor then shows it). */
export type NewsletterAnswer = { ok: boolean; id?: string; at: number };

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

/** Runs the change, says how it went in a toast; the newsletters load again after. */
export async function newslettersAction(intent: NewslettersIntent): Promise<NewsletterAnswer> {
  try {
    const answer = await call(intent);
    const done =
      intent.intent === "send" && intent.scheduledAt
        ? "Newsletter scheduled"
        : "message" in answer
          ? answer.message
          : DONE[intent.intent];
    toast(done, "success");
    return { ok: true, at: Date.now(), ...("_id" in answer ? { id: answer._id } : {}) };
  } catch (error) {
    toast(
      errorText(error, { fallback: REFUSED[intent.intent], network: "Something went wrong." }),
      "error",
    );
    return { ok: false, at: Date.now() };
  }
}
