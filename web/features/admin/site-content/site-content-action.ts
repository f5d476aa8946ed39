import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { PublicationStatus } from "../../../../core/constants";
import { type AdminCohort, CohortInputSchema } from "../../../../core/schemas/cohorts";
import { type AdminEvent, EventInputSchema } from "../../../../core/schemas/events";
import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { answered, type FormReply, replied } from "../actions";
import { fieldErrorsOf } from "../server-field-errors";
import { STATUS_LABELS } from "./publication-actions";
import { siteContentApi } from "./site-content-api";

/** What a list's Publish, Unpublish or Archive sends the tab's clientAction (as JSON). */
export type StatusIntent = {
  intent: "status";
  kind: "event" | "cohort";
  id: string;
  status: PublicationStatus;
};

/** Saved (the form that sent it closes), or refused, with conform's reply. */
export type ContentSaved = FormReply;

const FAILED = { fallback: "The change was not saved.", network: "Network error: try again." };
const nameOf = (item: AdminEvent | AdminCohort) => ("title" in item ? item.title : item.name);

/** A list's status change, said in a toast; the lists load again after it. */
export async function changeContentStatus(intent: StatusIntent): Promise<ContentSaved> {
  try {
    const changed =
      intent.kind === "event"
        ? await siteContentApi.setEventStatus(intent.id, intent.status)
        : await siteContentApi.setCohortStatus(intent.id, intent.status);
    toast(`${nameOf(changed)}: ${STATUS_LABELS[changed.status]}`, "success");
    return answered(true);
  } catch (error) {
    toast(errorText(error, FAILED), "error");
    return answered(false);
  }
}

/**
 * A new or edited event or cohort, as its form posted it (`kind`, and `id` when it edits one):
 * checked with the server's schema, then sent; the outcome said in a toast, the server's messages
 * for the fields put under them.
 */
export async function saveContent(formData: FormData): Promise<ContentSaved> {
  const id = formData.get("id");
  const editing = typeof id === "string" && id !== "" ? id : null;
  if (formData.get("kind") === "cohort") {
    const submission = parseWithZod(formData, { schema: CohortInputSchema });
    if (submission.status !== "success") return refused(submission.reply());
    return sent(submission, editing === null, () =>
      editing
        ? siteContentApi.updateCohort(editing, submission.value)
        : siteContentApi.createCohort(submission.value),
    );
  }
  const submission = parseWithZod(formData, { schema: EventInputSchema });
  if (submission.status !== "success") return refused(submission.reply());
  return sent(submission, editing === null, () =>
    editing
      ? siteContentApi.updateEvent(editing, submission.value)
      : siteContentApi.createEvent(submission.value),
  );
}

const refused = (result: SubmissionResult<string[]>) => replied(false, result);

/** What conform's submission gives for its reply: the form as sent, with the server's messages. */
type Replying = {
  reply: (options?: { fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>;
};

/** The checked form sent (`created`: a new item, saved as a draft), and how it went. */
async function sent(
  submission: Replying,
  created: boolean,
  send: () => Promise<AdminEvent | AdminCohort>,
): Promise<ContentSaved> {
  try {
    const saved = await send();
    toast(
      created
        ? `${nameOf(saved)} saved as a draft: publish it to show it on the site.`
        : `Saved ${nameOf(saved)}.`,
      "success",
    );
    return replied(true, submission.reply());
  } catch (error) {
    const fieldErrors = fieldErrorsOf(error);
    // The form shows the server's messages under their fields; other failures get a toast.
    if (Object.keys(fieldErrors).length === 0) toast(errorText(error, FAILED), "error");
    return refused(submission.reply({ fieldErrors }));
  }
}
