import { parseCookie, stringifySetCookie } from "cookie";

/**
 * A sign-in made without the page's scripts (docs/decisions/091-sign-in-without-scripts.md): the
 * login page's action puts the new session's token here, where no script can read it, and the
 * console's scripts take it over once, from POST /api/admin/login/take-over, into the bearer
 * token every admin call carries. Two minutes: long enough for a slow page to load its scripts.
 * `__Host-` and `Path=/`: this host only, Secure, and sent with the take-over's call.
 */
export const SIGN_IN_COOKIE = "__Host-staff-sign-in";
const SIGN_IN_SECONDS = 120;

const ATTRIBUTES = { path: "/", httpOnly: true, secure: true, sameSite: "strict" } as const;

export const signInCookie = (token: string) =>
  stringifySetCookie({
    name: SIGN_IN_COOKIE,
    value: token,
    ...ATTRIBUTES,
    maxAge: SIGN_IN_SECONDS,
  });

/** The same cookie, expired: taken over, or never good. */
export const FORGET_SIGN_IN_COOKIE = stringifySetCookie({
  name: SIGN_IN_COOKIE,
  value: "",
  ...ATTRIBUTES,
  maxAge: 0,
});

/** The token in a request's Cookie header, or "" when there is none. */
export function signInTokenOfCookies(header: string | null | undefined): string {
  if (!header) return "";
  return parseCookie(header)[SIGN_IN_COOKIE]?.trim() ?? "";
}
