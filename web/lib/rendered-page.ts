/**
 * A public page rendered on each request from what staff publish
 * (docs/decisions/034-server-rendering.md): a cache may keep it only to ask again, since it carries
 * the request's own CSP nonce and a change must show at once.
 */
export const RENDERED_PAGE_HEADERS = { "Cache-Control": "no-cache" };
