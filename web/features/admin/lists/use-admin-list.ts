import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { type ListPage, MAX_PAGE_SIZE } from "../../../../core/schemas/list";
import { adminApi, type ListItems, type ListName } from "../admin-api";

export const PAGE_SIZE = 50;
/** The URL parameters a list reads: page, search, status filter and sort. */
const LIST_PARAMS = ["page", "q", "status", "sort"] as const;

type ListState<Item> =
  | { phase: "loading"; page?: ListPage<Item> }
  | { phase: "ready"; page: ListPage<Item> }
  | { phase: "error"; error: unknown };

/**
 * Loads the page of a list that the URL describes, so back, reload and shared links show the
 * same page. `reload` fetches it again after a change; `replaceItem` updates one row in place.
 */
export function useAdminList<Name extends ListName>(name: Name) {
  const [params] = useSearchParams();
  const query = new URLSearchParams({ pageSize: String(Math.min(PAGE_SIZE, MAX_PAGE_SIZE)) });
  for (const key of LIST_PARAMS) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  const queryString = query.toString();
  const [state, setState] = useState<ListState<ListItems[Name]>>({ phase: "loading" });
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version is a reload trigger
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({
      phase: "loading",
      page: current.phase === "error" ? undefined : current.page,
    }));
    adminApi
      .list(name, new URLSearchParams(queryString), controller.signal)
      .then((page) => setState({ phase: "ready", page }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ phase: "error", error });
      });
    return () => controller.abort();
  }, [name, queryString, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const replaceItem = useCallback(
    (match: (item: ListItems[Name]) => boolean, next: ListItems[Name] | null) => {
      setState((current) => {
        if (current.phase !== "ready") return current;
        const items = current.page.items.flatMap((item) =>
          match(item) ? (next ? [next] : []) : [item],
        );
        const removed = current.page.items.length - items.length;
        return {
          phase: "ready",
          page: { ...current.page, items, total: current.page.total - removed },
        };
      });
    },
    [],
  );

  return { state, query: new URLSearchParams(queryString), reload, replaceItem };
}
