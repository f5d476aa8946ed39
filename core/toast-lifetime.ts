/**
 * How long a toast stays (docs/product.md, section 9.4), in a module of its own: the toast is on every page, and
 * importing it from core/constants.ts would put every list of that file in every page's first load.
 * core/constants.ts re-exports it with the other figures.
 */
export const TOAST_LIFETIME_MS = 4000;
