import { useFetcher } from "react-router";
import type { BulkSelection } from "../../../../core/schemas/bulk";
import { toast } from "../../../components/ui/toast";
import { ApiError, errorText } from "../../../lib/api";
import { withPitchFate } from "../applications/application-action";
import { newChangeId, undoableToast } from "../undo-toast";
import { bulkApi } from "./bulk-api";

/** A status change for many records, sent by the bulk bar to its tab's clientAction. */
export type BulkStatusIntent = {
  intent: "bulk-status";
  selection: BulkSelection;
  status: string;
  scheduleDateTime?: string;
};

/** Went through, or was refused because the filter matches other records now (409). */
export type BulkResult = { ok: boolean; refused?: boolean };

const FAILED = { fallback: "Something went wrong.", network: "Something went wrong." };

/** The clientAction's part for a bulk status change: the server re-checks the selection. */
export async function bulkStatusAction(
  list: "applications" | "contacts",
  { selection, status, scheduleDateTime }: BulkStatusIntent,
): Promise<BulkResult> {
  try {
    const changeId = newChangeId();
    const result = await withPitchFate((pitch) =>
      bulkApi.changeStatus(list, {
        selection,
        status,
        changeId,
        ...(scheduleDateTime ? { scheduleDateTime } : {}),
        ...pitch,
      }),
    );
    if (!result) return { ok: false };
    undoableToast(result.message, changeId);
    return { ok: true };
  } catch (error) {
    toast(errorText(error, FAILED), "error");
    return { ok: false, refused: error instanceof ApiError && error.status === 409 };
  }
}

/** The bulk bar's fetcher of a list, shared with the list's selection (which it empties). */
export const useBulkFetcher = (list: string) => useFetcher<BulkResult>({ key: `bulk-${list}` });
