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
