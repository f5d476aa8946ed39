/** The element that holds the app's whole tree inside <body> (web/root.tsx). */
export const APP_ELEMENT_ID = "app";

/** Marks the page interactive: tests wait for it, and CSS may style what needs JavaScript. */
export function markHydrated() {
  document.documentElement.dataset.hydrated = "true";
}
