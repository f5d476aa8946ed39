import { useCallback, useState } from "react";
import type {
  BulkSelection,
  BulkSelectionSummary,
  ListFilter,
} from "../../../../core/schemas/bulk";

type Picked = {
  /** The filter the selection was made under: a new search or status filter empties it. */
  key: string;
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
 * made from (docs/decisions/030-bulk-selection-and-saved-views.md).
 */
export function useBulkSelection(filter: ListFilter) {
  const key = keyOf(filter);
  const [picked, setPicked] = useState<Picked>({ key, ids: new Set(), all: null });
  const current: Picked = picked.key === key ? picked : { key, ids: new Set(), all: null };

  const setIds = useCallback(
    (ids: readonly string[], on: boolean) =>
      setPicked((previous) => {
        const next = new Set(previous.key === key ? previous.ids : []);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return { key, ids: next, all: null };
      }),
    [key],
  );
  const selectAll = useCallback(
    (summary: BulkSelectionSummary) =>
      setPicked({ key, ids: new Set(), all: { ...summary, filter: filterOf(key) } }),
    [key],
  );
  const clear = useCallback(() => setPicked({ key, ids: new Set(), all: null }), [key]);

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

/** The filter of a list's query (its URL parameters): the search and the status. */
export const filterOfQuery = (query: URLSearchParams): ListFilter => {
  const q = query.get("q");
  const status = query.get("status");
  return { ...(q ? { q } : {}), ...(status ? { status } : {}) };
};
