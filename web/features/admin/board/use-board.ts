import { useCallback, useEffect, useState } from "react";
import { APPLICATION_STATUSES } from "../../../../core/constants";
import type { AdminApplication } from "../../../../core/schemas/admin";
import { adminApi } from "../admin-api";

export type BoardStatus = (typeof APPLICATION_STATUSES)[number];
/** Cards a column loads at a time; "Show more" loads the next ones. */
export const COLUMN_PAGE_SIZE = 20;

/** A status as a class or id part: "In Discussion" is "in-discussion". */
export const slugOf = (status: BoardStatus) => status.toLowerCase().replaceAll(" ", "-");

export type BoardColumn = {
  items: AdminApplication[];
  total: number;
  totalIsEstimate: boolean;
  phase: "loading" | "ready" | "error";
};

const EMPTY: BoardColumn = { items: [], total: 0, totalIsEstimate: false, phase: "loading" };
const emptyBoard = () =>
  Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, EMPTY])) as Record<
    BoardStatus,
    BoardColumn
  >;

/** The loaded cards, each once, in the list's order (by date received). */
function ordered(items: AdminApplication[], sort: string | null) {
  const unique = [...new Map(items.map((item) => [item._id, item])).values()];
  const direction = sort === "oldest" ? 1 : -1;
  return unique.sort(
    (a, b) => direction * (a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id)),
  );
}

/**
 * The applications board's columns: each status loads its first cards through the paged list
 * (same search and sort as the list), with its count, and more on request. A card moved here is
 * moved in the loaded columns; the next page is asked for from how many cards a column holds,
 * so a move never makes "Show more" skip one.
 */
export function useBoard(q: string | null, sort: string | null) {
  const [columns, setColumns] = useState(emptyBoard);

  const load = useCallback(
    async (status: BoardStatus, loaded: number, signal?: AbortSignal) => {
      setColumns((current) => ({ ...current, [status]: { ...current[status], phase: "loading" } }));
      const query = new URLSearchParams({
        status,
        page: String(Math.floor(loaded / COLUMN_PAGE_SIZE) + 1),
        pageSize: String(COLUMN_PAGE_SIZE),
      });
      if (q) query.set("q", q);
      if (sort) query.set("sort", sort);
      try {
        const page = await adminApi.list("applications", query, signal);
        setColumns((current) => ({
          ...current,
          [status]: {
            items: ordered([...(loaded ? current[status].items : []), ...page.items], sort),
            total: page.total,
            totalIsEstimate: Boolean(page.totalIsEstimate),
            phase: "ready",
          },
        }));
      } catch {
        if (!signal?.aborted) {
          setColumns((current) => ({
            ...current,
            [status]: { ...current[status], phase: "error" },
          }));
        }
      }
    },
    [q, sort],
  );

  useEffect(() => {
    const controller = new AbortController();
    setColumns(emptyBoard());
    for (const status of APPLICATION_STATUSES) void load(status, 0, controller.signal);
    return () => controller.abort();
  }, [load]);

  const showMore = (status: BoardStatus) => load(status, columns[status].items.length);

  /** Puts an application changed on the server into the column of its new status. */
  const place = useCallback(
    (from: BoardStatus, moved: AdminApplication) => {
      const to = moved.status;
      setColumns((current) => {
        const source = current[from];
        const target = current[to];
        return {
          ...current,
          [from]: {
            ...source,
            items: source.items.filter((item) => item._id !== moved._id),
            total: source.total - 1,
          },
          [to]: {
            ...target,
            items: ordered([moved, ...target.items], sort),
            total: target.total + 1,
          },
        };
      });
    },
    [sort],
  );

  return { columns, showMore, place };
}
