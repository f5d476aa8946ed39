import { parseCookie, stringifySetCookie } from "cookie";
import { DEAL_VIEWER_COOKIE } from "../../core/schemas/deal-sharing";

/**
 * The firm viewer's session, where the server sees it and the page's scripts do not, sent only to
 * this site (as the founder cookie: docs/decisions/036-founder-cookie.md). `Path=/`: the deal
 * room's page and its calls under /api/deal-room both need it.
 */
export const dealViewerCookie = (token: string) =>
  stringifySetCookie({
    name: DEAL_VIEWER_COOKIE,
    value: token,
    path: "/",
    httpOnly: true,
    secure: true,
    sameSite: "strict",
  });

export const dealViewerTokenOf = (header: string | null | undefined) =>
  header ? (parseCookie(header)[DEAL_VIEWER_COOKIE]?.trim() ?? "") : "";
