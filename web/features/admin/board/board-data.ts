import { APPLICATION_STATUSES } from "../../../../core/constants";
import type { AdminApplication } from "../../../../core/schemas/admin";
import { MAX_PAGE_SIZE } from "../../../../core/schemas/list";
import { adminApi } from "../admin-api";
import { later } from "../lists/loaded";

export type BoardStatus = (typeof APPLICATION_STATUSES)[number];
/** Cards a column shows at first; each "Show more" shows this many more. */
export const COLUMN_PAGE_SIZE = 20;
/** The URL parameter of the columns showing more: "pending:40,resolved:60". */
export const BOARD_CARDS_PARAM = "cards";

/** A status as a class, id or URL part: "In Discussion" is "in-discussion". */
export const slugOf = (status: BoardStatus) => status.toLowerCase().replaceAll(" ", "-");

export type BoardColumn = { items: AdminApplication[]; total: number; totalIsEstimate: boolean };

/** How many cards each column shows, as the URL says (so reload and links keep it). */
export function shownCards(params: URLSearchParams): Record<BoardStatus, number> {
  const asked = new Map(
    (params.get(BOARD_CARDS_PARAM) ?? "").split(",").map((part) => {
      const [slug, count] = part.split(":");
      return [slug, Number(count)] as const;
    }),
  );
  return Object.fromEntries(
    APPLICATION_STATUSES.map((status) => {
      const count = asked.get(slugOf(status));
      return [status, count && Number.isInteger(count) && count > 0 ? count : COLUMN_PAGE_SIZE];
    }),
  ) as Record<BoardStatus, number>;
}

/** The URL parameter once `status` shows `COLUMN_PAGE_SIZE` more cards. */
export function showingMore(params: URLSearchParams, status: BoardStatus): string {
  const shown = shownCards(params);
  shown[status] += COLUMN_PAGE_SIZE;
  return APPLICATION_STATUSES.filter((each) => shown[each] !== COLUMN_PAGE_SIZE)
    .map((each) => `${slugOf(each)}:${shown[each]}`)
    .join(",");
}

/**
 * The board's columns for the Applications route's loader: each status's first cards through the
 * paged list (same search and sort as the list), with its count, each column arriving on its own.
 */
export function loadBoard(params: URLSearchParams): Record<BoardStatus, Promise<BoardColumn>> {
  const shown = shownCards(params);
  return Object.fromEntries(
    APPLICATION_STATUSES.map((status) => [
      status,
      later(loadColumn(status, shown[status], params)),
    ]),
  ) as Record<BoardStatus, Promise<BoardColumn>>;
}

async function loadColumn(
  status: BoardStatus,
  count: number,
  params: URLSearchParams,
): Promise<BoardColumn> {
  const pageSize = Math.min(count, MAX_PAGE_SIZE);
  const pages = Array.from({ length: Math.ceil(count / pageSize) }, (_, index) => {
    const query = new URLSearchParams({
      status,
      page: String(index + 1),
      pageSize: String(pageSize),
    });
    for (const key of ["q", "sort"]) {
      const value = params.get(key);
      if (value) query.set(key, value);
    }
    return adminApi.list("applications", query);
  });
  const loaded = await Promise.all(pages);
  return {
    items: loaded.flatMap((page) => page.items).slice(0, count),
    total: loaded[0]?.total ?? 0,
    totalIsEstimate: Boolean(loaded[0]?.totalIsEstimate),
  };
}
