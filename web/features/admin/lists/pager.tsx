import type { ListPage } from "../../../../core/schemas/list";
import { pagerText } from "./pager-text";
import { useSetUrlParams } from "./use-url-param";

/**
 * "51–100 of 10,000" with Previous and Next; the page lives in the URL. A large match's total is
 * the database's estimate, said so: "51–100 of about 10,00,000" (pager-text.ts).
 */
export function Pager({ page }: { page: ListPage<unknown> }) {
  const setParams = useSetUrlParams();
  const { pages, range, position } = pagerText(page);
  const go = (to: number) => setParams({ page: to > 1 ? String(to) : null });
  return (
    <nav className="pager" aria-label="Pages">
      <p className="pager__range">{range}</p>
      <button
        type="button"
        className="button"
        disabled={page.page <= 1}
        onClick={() => go(page.page - 1)}
      >
        Previous
      </button>
      <span>{position}</span>
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
