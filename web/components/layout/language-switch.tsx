import { useLocation } from "react-router";
import { LOCALE_INFO, localeOf, localePath, otherLocale } from "../../i18n/locales";

/**
 * The same page in the other language. A plain link, so the other language's catalogue loads with
 * the page; the application's draft is kept in the browser's storage and survives the switch
 * (docs/decisions/059-languages.md).
 */
export function LanguageSwitch() {
  const { pathname, search, hash } = useLocation();
  const other = otherLocale(localeOf(pathname));
  const { lang, name } = LOCALE_INFO[other];
  return (
    <a
      className="language-switch"
      href={`${localePath(other, pathname)}${search}${hash}`}
      hrefLang={lang}
      lang={lang}
    >
      {name}
    </a>
  );
}
