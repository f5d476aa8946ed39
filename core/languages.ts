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

/** The prefix of every Arabic page; English pages have none. */
export const ARABIC_PREFIX = "/ar";

/** An English page path in `language`: /my-application is /ar/my-application in Arabic. */
export const pathInLanguage = (language: Language, path: string) =>
  language === "ar" ? (path === "/" ? ARABIC_PREFIX : `${ARABIC_PREFIX}${path}`) : path;

/** A language code as stored: one of ours, English otherwise. */
export const languageOf = (code: string | null | undefined): Language =>
  code === "ar" ? "ar" : "en";
