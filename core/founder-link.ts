// The founder's private link (docs/decisions/019-founder-access-tokens.md), shared by the API and
// the page without bringing zod into the page.

/** The founder's page. */
export const FOUNDER_PAGE_PATH = "/my-application";

/**
 * The header an API client sends the token in. The link carries the token in its fragment
 * (`/my-application#token=…`), which no server sees; a browser exchanges it once for the founder
 * cookie below (docs/decisions/036-founder-cookie.md).
 */
export const FOUNDER_TOKEN_HEADER = "x-founder-token";

/**
 * The cookie that carries the token in the browser: HttpOnly, Secure, SameSite=Strict, for this
 * host only (the `__Host-` prefix makes the browser refuse it otherwise).
 */
export const FOUNDER_COOKIE = "__Host-founder-link";
