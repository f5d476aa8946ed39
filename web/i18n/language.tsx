import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { Digits } from "../../core/languages";
import type { CatalogueName } from "./catalogue-files";
import { i18nOrAny, loadCatalogues, showDigits } from "./catalogues";
import { LOCALE_INFO, type Locale, localeOf, localePath } from "./locales";

/** The language of a part of a page shown as a page of the other language would show it. */
const PartLocale = createContext<Locale | null>(null);

/** The language of the page shown: its URL's, or that of the part shown in the other language. */
export function useLocale(): Locale {
  const part = useContext(PartLocale);
  const page = localeOf(useLocation().pathname);
  return part ?? page;
}

/**
 * Shows `children` as a page in `locale` would: its catalogues `catalogues` (the frame's and a
 * page's), `lang` and `dir` on the element that holds them, and `useLocale()` saying `locale`
 * inside it (the console's preview of the Arabic page: docs/decisions/075-staff-text-in-both-languages.md).
 * `loading` stands in the time the catalogues take to arrive.
 */
export function InLanguage({
  locale,
  catalogues,
  loading,
  className,
  children,
}: {
  locale: Locale;
  catalogues: readonly CatalogueName[];
  loading: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const [i18n, setI18n] = useState<I18n | null>(null);
  const names = catalogues.join(" ");
  useEffect(() => {
    let current = true;
    void loadCatalogues(locale, names.split(" ") as CatalogueName[]).then((loaded) => {
      if (current) setI18n(loaded);
    });
    return () => {
      current = false;
    };
  }, [locale, names]);
  if (!i18n) return <>{loading}</>;
  const { lang, dir } = LOCALE_INFO[locale];
  return (
    <PartLocale.Provider value={locale}>
      <I18nProvider i18n={i18n}>
        <div lang={lang} dir={dir} className={className}>
          {children}
        </div>
      </I18nProvider>
    </PartLocale.Provider>
  );
}

/** Turns an English path of web/paths.ts into the same page in the page's own language. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}

/**
 * Gives the page the messages of its language, in the visitor's digits on an Arabic page. Every
 * link between the languages is a page load, which loads the other catalogue; should a client-side
 * navigation cross them anyway, the page is loaded again rather than shown in the wrong language.
 */
export function LanguageProvider({
  locale,
  digits,
  children,
}: {
  locale: Locale;
  digits: Digits;
  children: ReactNode;
}) {
  const i18n = i18nOrAny(locale, digits);
  const missing = i18n.locale !== locale;
  useEffect(() => {
    if (missing) window.location.reload();
  }, [missing]);
  useEffect(() => showDigits(digits), [digits]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
