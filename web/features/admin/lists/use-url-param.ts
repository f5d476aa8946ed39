import { useCallback } from "react";
import { useLocation, useNavigate, useResolvedPath } from "react-router";
import { BOARD_CARDS_PARAM } from "../board/board-data";

type Options = {
  replace?: boolean;
  /** Keeps the open record beside the list (a change of columns); anything else closes it. */
  keepRecord?: boolean;
};

/**
 * Sets a list's URL parameters, keeping the rest. A new search, filter or sort starts at page 1,
 * and like a new page it closes the open record (the list's own address again), so the URL always
 * describes what is on screen.
 */
export function useSetUrlParams() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // The address of the tab whose list calls this, without a record.
  const list = useResolvedPath(".").pathname;
  return useCallback(
    (changes: Record<string, string | null>, options: Options = {}) => {
      const next = new URLSearchParams(search);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (["q", "status", "sort"].some((key) => key in changes)) {
        next.delete("page");
        // The board's columns showing more cards start again at their first cards.
        next.delete(BOARD_CARDS_PARAM);
      }
      navigate(
        { pathname: options.keepRecord ? pathname : list, search: next.size > 0 ? `?${next}` : "" },
        { replace: options.replace, preventScrollReset: true },
      );
    },
    [navigate, pathname, search, list],
  );
}
