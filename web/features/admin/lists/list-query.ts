import { MAX_PAGE_SIZE } from "../../../../core/schemas/list";

/** The records a list page shows. */
export const PAGE_SIZE = 50;
/** The URL parameters a list reads: page, search, status filter and sort. */
const LIST_PARAMS = ["page", "q", "status", "sort"] as const;

/**
 * The query of GET /api/admin/<list> for the page the URL describes, so back, reload and shared
 * links show the same page.
 */
export function listQuery(from: Request | URLSearchParams, pageSize = PAGE_SIZE): URLSearchParams {
  const params = from instanceof Request ? new URL(from.url).searchParams : from;
  const query = new URLSearchParams({ pageSize: String(Math.min(pageSize, MAX_PAGE_SIZE)) });
  for (const key of LIST_PARAMS) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  return query;
}
