import { type ComponentType, lazy } from "react";

/** What a visitor does to a form before using it: points at it, touches it, focuses it. */
const APPROACHES = ["pointerover", "touchstart", "focusin"] as const;

let wanted: () => void = () => {};
/** Resolved by `codeOnUseWanted`. */
const wantedByPage = new Promise<void>((resolve) => {
  wanted = resolve;
});

/**
 * Asks for the code of every part that waits for its visitor, now: the page's data is being loaded
 * in the browser (a navigation, or a page whose data loads after hydrating). React holds the update
 * that data brings until each such part is hydrated, so their code must come with the data.
 */
export function codeOnUseWanted() {
  wanted();
}

/**
 * Resolves once a part the server drew (`parts`: its form, and what opens it) is about to be used:
 * the pointer comes over it, a finger touches it, the focus enters it (nothing is typed before
 * that), the page asks for it (`codeOnUseWanted`), or it leaves the page (an update reached it
 * before its code came, and React draws it anew, from its code). At once when the page has none
 * (the part is drawn after the first load).
 */
function aboutToBeUsed(parts: string): Promise<void> {
  const drawn = [...document.querySelectorAll(parts)];
  if (drawn.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const approached = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(parts)) done();
    };
    const gone = new MutationObserver(() => {
      if (drawn.some((element) => !element.isConnected)) done();
    });
    function done() {
      gone.disconnect();
      for (const approach of APPROACHES) window.removeEventListener(approach, approached, true);
      resolve();
    }
    gone.observe(document.body, { childList: true, subtree: true });
    // Heard on the way down, at the window: React stops these events at its root while the part
    // they happen in waits for its code, to replay them once it is hydrated.
    for (const approach of APPROACHES) {
      window.addEventListener(approach, approached, { capture: true, passive: true });
    }
    wantedByPage.then(done);
  });
}

/**
 * A component whose code the browser loads when the visitor comes to the part of the page it
 * draws (docs/decisions/094-signup-code-on-use.md). Rendered inside a `<Suspense>`, whose
 * server HTML React leaves as it is until the code comes; until then a form in it posts as it does
 * without scripts. The server draws the component itself, imported at once (`import.meta.env.SSR`).
 */
export function lazyOnUse<Props extends object>(
  parts: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return lazy(() =>
    aboutToBeUsed(parts)
      .then(load)
      .then((component) => ({ default: component })),
  );
}
