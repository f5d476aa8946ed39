import type { ListPage } from "../../../../core/schemas/list";
import { useSetUrlParams } from "./use-url-param";

/**
 * "51–100 of 10,000" with Previous and Next; the page lives in the URL. A large match's total is
 * the database's estimate: "51–100 of about 10,00,000", "Page 2 of about 20,000".
 */
export function Pager({ page }: { page: ListPage<unknown> }) {
  const setParams = useSetUrlParams();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const first = page.total === 0 ? 0 : (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.page * page.pageSize, page.total);
  const about = page.totalIsEstimate ? "about " : "";
  const go = (to: number) => setParams({ page: to > 1 ? String(to) : null, open: null });
  return (
    <nav className="pager" aria-label="Pages">
      <p className="pager__range">
        {first.toLocaleString("en-IN")}–{last.toLocaleString("en-IN")} of {about}
        {page.total.toLocaleString("en-IN")}
      </p>
      <button
        type="button"
        className="button"
        disabled={page.page <= 1}
        onClick={() => go(page.page - 1)}
      >
        Previous
      </button>
      <span>
        Page {page.page} of {about}
        {pages.toLocaleString("en-IN")}
      </span>
      <button
        type="button"
        className="button"
        disabled={page.page >= pages}
        onClick={() => go(page.page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
