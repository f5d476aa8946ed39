import { formatCount } from "../../../../core/counts";
import type { ListPage } from "../../../../core/schemas/list";

type PageCounts = Pick<ListPage<unknown>, "total" | "totalIsEstimate" | "page" | "pageSize">;

/**
 * What the pager says: "51–100 of 10,000" and "Page 2 of 200", or, when the total is the
 * database's estimate (a large match), "51–100 of about 10,00,000" and "Page 2 of about 20,000".
 * Numbers in the console's Indian grouping.
 */
export function pagerText(page: PageCounts) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const first = page.total === 0 ? 0 : (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.page * page.pageSize, page.total);
  const about = page.totalIsEstimate ? "about " : "";
  return {
    pages,
    range: `${formatCount(first)}–${formatCount(last)} of ${about}${formatCount(page.total)}`,
    position: `Page ${page.page} of ${about}${formatCount(pages)}`,
  };
}
