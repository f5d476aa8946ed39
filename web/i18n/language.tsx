import { I18nProvider } from "@lingui/react";
import { type ReactNode, useEffect } from "react";
import { useLocation } from "react-router";
import { i18nOrAny } from "./catalogues";
import { type Locale, localeOf, localePath } from "./locales";

/** The language of the page shown: its URL's. */
export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}

/** Turns an English path of web/paths.ts into the same page in the page's own language. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}

/**
 * Gives the page the messages of its language. Every link between the languages is a page load,
 * which loads the other catalogue; should a client-side navigation cross them anyway, the page is
 * loaded again rather than shown in the wrong language.
 */
export function LanguageProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const i18n = i18nOrAny(locale);
  const missing = i18n.locale !== locale;
  useEffect(() => {
    if (missing) window.location.reload();
  }, [missing]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
