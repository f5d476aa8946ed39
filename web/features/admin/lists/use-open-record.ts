import { useLocation, useNavigate, useParams, useResolvedPath } from "react-router";

/**
 * The record open beside a tab's list: its own route, `<tab>/:id`, with the list's search kept
 * (web/console-tabs.ts). Called by the tab (not the record), so "." is the tab's address.
 */
export function useOpenRecord() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const list = useResolvedPath(".").pathname;
  const openId = useParams().id ?? null;
  const pathOf = (id: string) => `${list}/${encodeURIComponent(id)}`;
  return {
    openId,
    listPath: list,
    pathOf,
    /** Opens a record; moving from one record to the next replaces it in the history. */
    show: (id: string, options: { replace?: boolean } = {}) =>
      navigate({ pathname: pathOf(id), search }, { preventScrollReset: true, ...options }),
    /** Back to the list alone. */
    close: () => navigate({ pathname: list, search }, { preventScrollReset: true }),
  };
}
export type OpenRecord = ReturnType<typeof useOpenRecord>;
