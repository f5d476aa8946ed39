import { useCallback, useState } from "react";
import type {
  BulkSelection,
  BulkSelectionSummary,
  ListFilter,
} from "../../../../core/schemas/bulk";
import { type BulkResult, useBulkFetcher } from "./bulk-action";

type Picked = {
  /** The filter the selection was made under: a new search or status filter empties it. */
  key: string;
  /** The last bulk change done when it was made: the next one empties it. */
  after: BulkResult | undefined;
  ids: ReadonlySet<string>;
  /** "All N matching this filter": the filter as it was, with the server's count and fingerprint. */
  all: (BulkSelectionSummary & { filter: ListFilter }) | null;
};

const keyOf = (filter: ListFilter) => JSON.stringify([filter.q ?? "", filter.status ?? ""]);
const filterOf = (key: string): ListFilter => {
  const [q, status] = JSON.parse(key) as [string, string];
  return { ...(q ? { q } : {}), ...(status ? { status } : {}) };
};

/**
 * The rows picked on a list, or every record matching its filter. Kept for the filter it was made
 * under only: another search or status starts empty, so a selection never outlives what it was
 * made from (docs/decisions/030-bulk-selection-and-saved-views.md). A bulk change that went
 * through, or that the server refused because the filter matches other records now, empties it
 * too: the bulk bar's answer is a new one each time.
 */
export function useBulkSelection(filter: ListFilter, list: string) {
  const key = keyOf(filter);
  const answer = useBulkFetcher(list).data;
  const done = answer && (answer.ok || answer.refused) ? answer : undefined;
  const empty = (): Picked => ({ key, after: done, ids: new Set(), all: null });
  const [picked, setPicked] = useState<Picked>(empty);
  const current = picked.key === key && (!done || picked.after === done) ? picked : empty();

  const setIds = useCallback(
    (ids: readonly string[], on: boolean) =>
      setPicked((previous) => {
        const kept = previous.key === key && (!done || previous.after === done);
        const next = new Set(kept ? previous.ids : []);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return { key, after: done, ids: next, all: null };
      }),
    [key, done],
  );
  const selectAll = useCallback(
    (summary: BulkSelectionSummary) =>
      setPicked({ key, after: done, ids: new Set(), all: { ...summary, filter: filterOf(key) } }),
    [key, done],
  );
  const clear = useCallback(
    () => setPicked({ key, after: done, ids: new Set(), all: null }),
    [key, done],
  );

  const selection: BulkSelection | null = current.all
    ? {
        kind: "filter",
        filter: current.all.filter,
        count: current.all.count,
        fingerprint: current.all.fingerprint,
      }
    : current.ids.size > 0
      ? { kind: "ids", ids: [...current.ids] }
      : null;

  return {
    /** How many records the selection holds. */
    count: current.all ? current.all.count : current.ids.size,
    allMatching: current.all !== null,
    isPicked: (id: string) => current.all !== null || current.ids.has(id),
    selection,
    setIds,
    selectAll,
    clear,
  };
}

export type BulkSelectionHandle = ReturnType<typeof useBulkSelection>;

/** The filter of a list's URL parameters: the search and the status. */
export const filterOfParams = (params: URLSearchParams): ListFilter => {
  const q = params.get("q");
  const status = params.get("status");
  return { ...(q ? { q } : {}), ...(status ? { status } : {}) };
};
