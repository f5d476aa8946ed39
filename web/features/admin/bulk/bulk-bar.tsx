import { useState } from "react";
import { formatCount } from "../../../../core/counts";
import type { ListFilter } from "../../../../core/schemas/bulk";
import type { ListPage } from "../../../../core/schemas/list";
import { asksForSchedule } from "../../../../core/status-schedule";
import { useToast } from "../../../components/ui/toast";
import { ApiError, errorText } from "../../../lib/api";
import { saveFile } from "../../../lib/save-file";
import { AS_JSON } from "../actions";
import { canAdminister, useStaff } from "../signed-in-staff";
import { StatusChangeDialog } from "../status-change-dialog";
import "../../../styles/list-actions.css";
import { type BulkStatusIntent, useBulkFetcher } from "./bulk-action";
import { type BulkListName, bulkApi } from "./bulk-api";
import type { BulkSelectionHandle } from "./use-bulk-selection";

type BulkBarProps = {
  list: BulkListName;
  /** What the list holds, for the texts: "application", "applications". */
  noun: { one: string; many: string };
  filter: ListFilter;
  selection: BulkSelectionHandle;
  page: ListPage<{ _id: string }> | undefined;
  /** A list with a status: its statuses, for a bulk status change (its tab's clientAction). */
  status?: { statuses: readonly string[] };
};

const FAILED = { fallback: "Something went wrong.", network: "Something went wrong." };
/**
 * Select rows, or every record matching the filter, then change their status (undone from its
 * toast; Scheduled asks for its time first) or export them as CSV. The server re-checks the selection
 * (api/lists/bulk-selection.ts) and refuses one whose filter now matches other records.
 */
export function BulkBar({ list, noun, filter, selection, page, status }: BulkBarProps) {
  const showToast = useToast();
  const changing = useBulkFetcher(list);
  // Bulk changes and exports are for admins (a reviewer's call would answer 403).
  const administers = canAdminister(useStaff());
  const [target, setTarget] = useState(status?.statuses[0] ?? "");
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const busy = working || changing.state !== "idle";
  const nouns = (value: number) => `${formatCount(value)} ${value === 1 ? noun.one : noun.many}`;
  const pageIds = page?.items.map((item) => item._id) ?? [];
  const wholePage = pageIds.length > 0 && pageIds.every(selection.isPicked);

  async function selectAllMatching() {
    setWorking(true);
    try {
      selection.selectAll(await bulkApi.selection(list, filter));
    } catch (error) {
      showToast(errorText(error, FAILED), "error");
    } finally {
      setWorking(false);
    }
  }

  async function exportSelected() {
    if (!selection.selection) return;
    setWorking(true);
    try {
      const blob = await bulkApi.exportCsv(list, { selection: selection.selection });
      saveFile(blob, `${list}-selected.csv`);
    } catch (error) {
      // A refused selection (409: the filter matches other records now) is dropped, to be made again.
      if (error instanceof ApiError && error.status === 409) selection.clear();
      showToast(errorText(error, FAILED), "error");
    } finally {
      setWorking(false);
    }
  }

  /** Sent to the tab's clientAction, which reloads the list; the selection empties once it is done. */
  function changeStatus(schedule: string | null) {
    setConfirming(false);
    if (!status || !selection.selection) return;
    const intent: BulkStatusIntent = {
      intent: "bulk-status",
      selection: selection.selection,
      status: target,
      ...(schedule ? { scheduleDateTime: schedule } : {}),
    };
    void changing.submit(intent, AS_JSON);
  }

  const total = page?.total ?? 0;
  if (!administers || (total === 0 && selection.count === 0)) return null;
  const countText = selection.allMatching
    ? `All ${nouns(selection.count)} matching this filter are selected.`
    : selection.count > 0
      ? `${nouns(selection.count)} selected.`
      : `No ${noun.many} selected.`;
  // Nothing selected: the bar gives its line to the rows (rows are picked by their checkboxes and
  // the table's "Select this page"); its count stays, unseen, for screen readers.
  if (selection.count === 0) {
    return (
      <section className="visually-hidden" aria-label={`Select ${noun.many}`}>
        <p role="status">{countText}</p>
      </section>
    );
  }
  return (
    <section className="bulk-bar" aria-label={`Select ${noun.many}`}>
      <label className="bulk-bar__page">
        <input
          type="checkbox"
          checked={wholePage}
          disabled={pageIds.length === 0 || selection.allMatching}
          onChange={(event) => selection.setIds(pageIds, event.target.checked)}
        />
        Select this page
      </label>
      <p className="bulk-bar__count" role="status">
        {countText}
      </p>
      {!selection.allMatching && total > 0 ? (
        <button type="button" className="button" onClick={selectAllMatching} disabled={busy}>
          {page?.totalIsEstimate
            ? "Select all matching this filter"
            : `Select all ${formatCount(total)} matching this filter`}
        </button>
      ) : null}
      {selection.count > 0 ? (
        <div className="bulk-bar__actions">
          {status ? (
            <>
              <label className="bulk-bar__status">
                New status
                <select value={target} onChange={(event) => setTarget(event.target.value)}>
                  {status.statuses.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className="button button--primary"
                // Undone from its toast, so it needs no "are you sure"; Scheduled asks for its time.
                onClick={() =>
                  asksForSchedule(target, null) ? setConfirming(true) : changeStatus(null)
                }
                disabled={busy}
              >
                Change status
              </button>
            </>
          ) : null}
          <button type="button" className="button" onClick={exportSelected} disabled={busy}>
            Export selected as CSV
          </button>
          <button type="button" className="button" onClick={selection.clear} disabled={busy}>
            Clear selection
          </button>
        </div>
      ) : null}
      <StatusChangeDialog
        open={confirming}
        title={`Schedule ${nouns(selection.count)}`}
        confirmLabel={`Set ${nouns(selection.count)} to ${target}`}
        tone="primary"
        asksForSchedule
        onConfirm={changeStatus}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {selection.allMatching
            ? `Every one of the ${nouns(selection.count)} matching this filter will be set to ${target} at the time you choose.`
            : `The ${nouns(selection.count)} you selected will be set to ${target} at the time you choose.`}{" "}
          If the filter matches other records by then, nothing is changed.
        </p>
      </StatusChangeDialog>
    </section>
  );
}
