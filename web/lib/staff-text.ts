/**
 * What staff write for the public site (an event's title, venue and programme, a cohort's name)
 * is shown as written, in whichever language they wrote it: its direction from its own first
 * letter, and marked so the Arabic pages' check for English words knows it is not the site's own
 * text (e2e/arabic.spec.ts; docs/decisions/059-languages.md). Spread on the element that holds it.
 */
export const STAFF_TEXT = { dir: "auto", "data-staff-text": "" } as const;
