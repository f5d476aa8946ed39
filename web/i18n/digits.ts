import { useRouteLoaderData } from "react-router";
import { DIGITS_PATH, type Digits, intlLocale } from "../../core/languages";
import { useLocale } from "./language";

/**
 * The digits of the Arabic edition (docs/product.md, section 2.6): Western by default, Eastern
 * Arabic (٠١٢٣) when the visitor chose them in the Arabic footer. The choice is a cookie
 * (core/languages.ts) the root loader reads; what formats a number or a date on an Arabic page
 * asks here, and Intl writes the digits through the locale's numbering system.
 */

/** Where the footer's choice posts: a resource route that sets the cookie and goes back. */
export { DIGITS_PATH };

/** The root loader's data: the visitor's digits. */
export type RootData = { digits: Digits };

/** The digits the visitor chose for the Arabic pages. */
export function useDigits(): Digits {
  return (useRouteLoaderData("root") as RootData | undefined)?.digits ?? "latn";
}

/** The `Intl` locale of the page's language, in the visitor's digits on an Arabic page. */
export function useIntlLocale(): string {
  return intlLocale(useLocale(), useDigits());
}
