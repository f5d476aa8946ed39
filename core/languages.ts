// The site's two languages (docs/decisions/059-languages.md): shared by the pages (web/i18n) and
// the server that formats what the pages show (dates of cohorts and events).

export const LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The `Intl` locale of each language. Arabic as the UAE's own sites write it: Western digits,
 * Gregorian dates with the month in Arabic.
 */
export const INTL_LOCALE: Record<Language, string> = {
  en: "en-GB",
  ar: "ar-AE-u-nu-latn-ca-gregory",
};

/**
 * How the Arabic edition writes its digits (docs/product.md, section 2.6): Western (0123), the
 * default for ar-AE, or Eastern Arabic (٠١٢٣), a visitor's choice in the Arabic footer kept in a
 * cookie. Intl writes them through the locale's numbering system, never by mapping digits.
 */
export const DIGIT_STYLES = ["latn", "arab"] as const;
export type Digits = (typeof DIGIT_STYLES)[number];

/** The `Intl` locale of `language` written with `digits`: English is always Western. */
export const intlLocale = (language: Language, digits: Digits = "latn") =>
  language === "ar" ? `ar-AE-u-nu-${digits}-ca-gregory` : INTL_LOCALE.en;

/** Where the Arabic footer's choice of digits posts (web/routes/digits.ts). */
export const DIGITS_PATH = "/digits";

/** The cookie that keeps a visitor's choice of digits for the Arabic pages. */
export const DIGITS_COOKIE = "digits";

/** The choice a request's Cookie header holds: Western unless it says Eastern Arabic. */
export function digitsOfCookie(header: string | null | undefined): Digits {
  const match = new RegExp(`(?:^|;\\s*)${DIGITS_COOKIE}=([a-z]+)`).exec(header ?? "");
  return match?.[1] === "arab" ? "arab" : "latn";
}

/** The Set-Cookie value that keeps `digits` for a year; Western, the default, forgets it. */
export const digitsSetCookie = (digits: Digits) =>
  digits === "arab"
    ? `${DIGITS_COOKIE}=arab; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`
    : `${DIGITS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`;

/** The prefix of every Arabic page; English pages have none. */
export const ARABIC_PREFIX = "/ar";

/** An English page path in `language`: /my-application is /ar/my-application in Arabic. */
export const pathInLanguage = (language: Language, path: string) =>
  language === "ar" ? (path === "/" ? ARABIC_PREFIX : `${ARABIC_PREFIX}${path}`) : path;

/** A language code as stored: one of ours, English otherwise. */
export const languageOf = (code: string | null | undefined): Language =>
  code === "ar" ? "ar" : "en";
