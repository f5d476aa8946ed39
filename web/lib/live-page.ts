/**
 * A page that shows what staff publish is rendered on each request from the database
 * (docs/decisions/034-server-rendering.md): a cache may keep it only to ask again, since it carries
 * the request's own CSP nonce and a change must show at once.
 */
export const LIVE_PAGE_HEADERS = { "Cache-Control": "no-cache" };
