import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * False while the server draws a form and as the browser hydrates it, true after: a form hydrated
 * on use (`lazyOnUse`, web/lib/code-on-use.ts) marks itself with it (`data-hydrated`), as the root
 * marks the page. Its own module, so that it comes with those forms and not with the frame.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
