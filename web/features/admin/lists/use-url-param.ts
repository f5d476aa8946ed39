import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * Sets dashboard URL parameters, keeping the rest. A new search, filter or sort starts at page 1
 * and closes the open record, so the URL always describes what is on screen.
 */
export function useSetUrlParams() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes: Record<string, string | null>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (["q", "status", "sort"].some((key) => key in changes)) {
            next.delete("page");
            next.delete("open");
          }
          return next;
        },
        { replace: options.replace, preventScrollReset: true },
      );
    },
    [setParams],
  );
}
