/**
 * The attribute that carries a page's data in its own HTML, for a page hydrated without React
 * Router's loader data (web/home-boot.tsx, docs/decisions/033-home-page-boot.md).
 */
export const PAGE_DATA_ATTRIBUTE = "data-page-data";

/** The data the page was rendered with, read back from its HTML. */
export function readPageData<T>(): T {
  const element = document.querySelector(`[${PAGE_DATA_ATTRIBUTE}]`);
  const json = element?.getAttribute(PAGE_DATA_ATTRIBUTE);
  if (json == null) throw new Error(`The page has no ${PAGE_DATA_ATTRIBUTE}`);
  return JSON.parse(json) as T;
}
