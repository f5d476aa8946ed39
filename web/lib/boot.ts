import { BOOT_ATTRIBUTE } from "../../core/page-delivery";

export { BOOT_ATTRIBUTE };

/** The element that holds the app's whole tree inside <body> (web/root.tsx). */
export const APP_ELEMENT_ID = "app";

/** The boots a route may ask for in its `handle` (docs/decisions/033-home-page-boot.md). */
export type Boot = "home";

/** The boot the deepest matched route asks for, if any. */
export function bootOf(matches: readonly { handle?: unknown }[]): Boot | undefined {
  const handle = matches.at(-1)?.handle as { boot?: Boot } | undefined;
  return handle?.boot;
}

/** Marks the page interactive: tests wait for it, and CSS may style what needs JavaScript. */
export function markHydrated() {
  document.documentElement.dataset.hydrated = "true";
}
