import type { z } from "zod";
import type { ContactStatusUpdateSchema } from "../../../../core/schemas/contact";
import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import type { ActionResult } from "../actions";
import { adminApi } from "../admin-api";
import { type BulkStatusIntent, bulkStatusAction } from "../bulk/bulk-action";
import { newChangeId, undoableToast } from "../undo-toast";

/** What the Contacts tab sends its clientAction: one contact's status, or many at once. */
export type ContactsIntent =
  | { intent: "status"; change: z.input<typeof ContactStatusUpdateSchema> }
  | BulkStatusIntent;

/** Changes what the intent says and reports it in a toast; the tab's list then reloads. */
export async function contactsAction(intent: ContactsIntent): Promise<ActionResult> {
  if (intent.intent === "bulk-status") return bulkStatusAction("contacts", intent);
  try {
    const changeId = newChangeId();
    const updated = await adminApi.updateContactStatus({ ...intent.change, changeId });
    undoableToast(`Status of ${updated.name}: ${updated.status}`, changeId);
    return { ok: true };
  } catch (error) {
    toast(
      errorText(error, { fallback: "Failed to update status", network: "Something went wrong." }),
      "error",
    );
    return { ok: false };
  }
}
