// The founder's private link (docs/decisions/019-founder-access-tokens.md), shared by the API and
// the page without bringing zod into the page.

/** The founder's page. */
export const FOUNDER_PAGE_PATH = "/my-application";

/**
 * The header the page sends its token in. The token travels in the link's fragment
 * (`/my-application#token=…`), which no server sees, and from there only in this header.
 */
export const FOUNDER_TOKEN_HEADER = "x-founder-token";
