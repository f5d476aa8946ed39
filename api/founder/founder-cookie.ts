import { parseCookie, stringifySetCookie } from "cookie";
import { FOUNDER_COOKIE } from "../../core/founder-link";

/**
 * The founder cookie (docs/decisions/036-founder-cookie.md): the private link's token, where the
 * server sees it and the page's scripts do not. A session cookie: like the tab's storage it
 * replaced, it goes when the browser does, and the link in the e-mail opens the page again.
 * `Path=/`: React Router asks for the page's data at /my-application.data and the page's calls
 * go to /api/my-application/…, neither of which a narrower path would cover.
 */
export const founderCookie = (token: string) =>
  stringifySetCookie({
    name: FOUNDER_COOKIE,
    value: token,
    path: "/",
    httpOnly: true,
    secure: true,
    sameSite: "strict",
  });

/** The same cookie, expired: the browser forgets it. */
export const FORGET_FOUNDER_COOKIE = stringifySetCookie({
  name: FOUNDER_COOKIE,
  value: "",
  path: "/",
  httpOnly: true,
  secure: true,
  sameSite: "strict",
  maxAge: 0,
});

/** The token in a request's Cookie header, or "" when there is none. */
export function founderTokenOfCookies(header: string | null | undefined): string {
  if (!header) return "";
  return parseCookie(header)[FOUNDER_COOKIE]?.trim() ?? "";
}
