import type { PublicationStatus } from "../../../../core/constants";
import type { AdminCohort, CohortInput } from "../../../../core/schemas/cohorts";
import type { ErrorResponse } from "../../../../core/schemas/common";
import type { AdminEvent, EventInput } from "../../../../core/schemas/events";
import { toast } from "../../../components/ui/toast";
import { ApiError, errorText } from "../../../lib/api";
import type { FormAnswer } from "../actions";
import { STATUS_LABELS } from "./publication-actions";
import { siteContentApi } from "./site-content-api";

/** What the Events and cohorts tab sends its clientAction: a new or edited item, or its status. */
export type SiteContentIntent =
  | { intent: "save-event"; id?: string; input: EventInput }
  | { intent: "save-cohort"; id?: string; input: CohortInput }
  | { intent: "status"; kind: "event" | "cohort"; id: string; status: PublicationStatus };

/**
 * Saved (the form that sent it closes: it was opened before `at`), or refused, with the server's
 * messages for the fields (shown under them) when it named any.
 */
export type ContentSaved = FormAnswer & { issues?: NonNullable<ErrorResponse["issues"]> };

const FAILED = { fallback: "The change was not saved.", network: "Network error: try again." };
const nameOf = (item: AdminEvent | AdminCohort) => ("title" in item ? item.title : item.name);

/** The clientAction of the tab: each change said in a toast; the lists load again after it. */
export async function siteContentAction(intent: SiteContentIntent): Promise<ContentSaved> {
  const at = Date.now();
  try {
    if (intent.intent === "status") {
      const changed =
        intent.kind === "event"
          ? await siteContentApi.setEventStatus(intent.id, intent.status)
          : await siteContentApi.setCohortStatus(intent.id, intent.status);
      toast(`${nameOf(changed)}: ${STATUS_LABELS[changed.status]}`, "success");
      return { ok: true, at };
    }
    const saved =
      intent.intent === "save-event"
        ? intent.id
          ? await siteContentApi.updateEvent(intent.id, intent.input)
          : await siteContentApi.createEvent(intent.input)
        : intent.id
          ? await siteContentApi.updateCohort(intent.id, intent.input)
          : await siteContentApi.createCohort(intent.input);
    toast(
      intent.id
        ? `Saved ${nameOf(saved)}.`
        : `${nameOf(saved)} saved as a draft: publish it to show it on the site.`,
      "success",
    );
    return { ok: true, at };
  } catch (error) {
    const issues = error instanceof ApiError ? (error.issues ?? []) : [];
    // The form shows the server's messages under their fields; other failures get a toast.
    if (issues.length === 0) toast(errorText(error, FAILED), "error");
    return { ok: false, at, issues };
  }
}
