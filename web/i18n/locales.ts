import {
  ARABIC_PREFIX,
  INTL_LOCALE,
  LANGUAGES,
  type Language,
  pathInLanguage,
} from "../../core/languages";

/*
 * The site's two languages and where each lives: English at the paths of docs/product.md, Arabic
 * under /ar. The language is the URL's, never a cookie's (docs/decisions/059-languages.md). Pure,
 * so the route table, the build's lists, the sitemap and the pages read it alike.
 */

export const LOCALES = LANGUAGES;
export type Locale = Language;

export const SOURCE_LOCALE: Locale = "en";

export { ARABIC_PREFIX };

/** What the document's `lang` and `dir` say, and what `Intl` formats with. */
export const LOCALE_INFO = {
  en: { lang: "en", dir: "ltr", name: "English", intl: INTL_LOCALE.en, ogLocale: "en_GB" },
  ar: { lang: "ar", dir: "rtl", name: "العربية", intl: INTL_LOCALE.ar, ogLocale: "ar_AE" },
} as const satisfies Record<
  Locale,
  { lang: string; dir: "ltr" | "rtl"; name: string; intl: string; ogLocale: string }
>;

const trimmed = (path: string) => path.replace(/\/+$/, "") || "/";

/** The language of the page at `pathname`. */
export function localeOf(pathname: string): Locale {
  const path = trimmed(pathname);
  return path === ARABIC_PREFIX || path.startsWith(`${ARABIC_PREFIX}/`) ? "ar" : "en";
}

/** The English path of a page, whichever language `pathname` is in. */
export function basePath(pathname: string): string {
  const path = trimmed(pathname);
  return localeOf(path) === "ar" ? path.slice(ARABIC_PREFIX.length) || "/" : path;
}

/** The page at the English path `path`, in `locale`: /about is /ar/about, / is /ar. */
export function localePath(locale: Locale, path: string): string {
  return pathInLanguage(locale, basePath(path));
}

/** The same page in the other language: what the language switch links to. */
export function otherLocale(locale: Locale): Locale {
  return locale === "ar" ? "en" : "ar";
}
