import type { z } from "zod";
import type { ApplicationStatusUpdateSchema } from "../../../../core/schemas/application";
import type { ActionResult } from "../actions";
import { type BulkStatusIntent, bulkStatusAction } from "../bulk/bulk-action";
import { updateApplication } from "./application-action";

/** What the Applications tab (list or board) sends its clientAction. */
export type ApplicationsIntent =
  | { intent: "status"; change: z.input<typeof ApplicationStatusUpdateSchema> }
  | BulkStatusIntent;

/** One application's status (a row's select, a card moved), or many at once; then a reload. */
export async function applicationsAction(intent: ApplicationsIntent): Promise<ActionResult> {
  if (intent.intent === "bulk-status") return bulkStatusAction("applications", intent);
  return updateApplication(intent.change);
}
