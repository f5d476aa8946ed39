import type { MessageDescriptor } from "@lingui/core";
import { useCallback } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { easternDigits } from "../../core/eastern-digits";
import { DIGITS_PATH, type Digits, intlLocale } from "../../core/languages";
import { ARABIC_DEAL_ROOM_PATHS } from "../paths";
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

/**
 * The digits the page at `pathname` is written in, given the visitor's choice. The deal room, a
 * firm's private room outside the site's frame and its footer, writes its figures, dates and text
 * in Western digits whatever the choice (docs/decisions/089-eastern-digits-in-messages.md).
 */
export const pageDigits = (pathname: string, chosen: Digits): Digits =>
  ARABIC_DEAL_ROOM_PATHS.includes(pathname.replace(/\/+$/, "")) ? "latn" : chosen;

/** The digits of the page shown: the visitor's choice for the Arabic pages, as `pageDigits` says. */
export function useDigits(): Digits {
  const chosen = (useRouteLoaderData("root") as RootData | undefined)?.digits ?? "latn";
  return pageDigits(useLocation().pathname, chosen);
}

/** The `Intl` locale of the page's language, in the visitor's digits on an Arabic page. */
export function useIntlLocale(): string {
  return intlLocale(useLocale(), useDigits());
}

/**
 * How the page writes a number it counts (a step, a position, a year): 12, or ١٢ on an Arabic page
 * whose visitor chose Eastern Arabic digits. Without grouping unless `options` ask for it.
 */
export function useNumberText(): (value: number, options?: Intl.NumberFormatOptions) => string {
  const locale = useIntlLocale();
  return useCallback(
    (value, options) => value.toLocaleString(locale, { useGrouping: false, ...options }),
    [locale],
  );
}

/**
 * A figure the page holds as text ("42%", "2014", "09:59"), in the visitor's digits: Eastern
 * Arabic ones on an Arabic page whose visitor chose them (core/eastern-digits.ts), else as written.
 */
export function useFigureText(): (text: string) => string {
  const locale = useLocale();
  const digits = useDigits();
  const eastern = locale === "ar" && digits === "arab";
  return useCallback((text) => (eastern ? easternDigits(text) : text), [eastern]);
}

/**
 * A message whose values a content module fixed as numbers ("at least {minimumAge} years"), with
 * those numbers written as `useNumberText` writes them.
 */
export function useMessageFigures(): (message: MessageDescriptor) => MessageDescriptor {
  const number = useNumberText();
  return useCallback(
    (message) =>
      message.values
        ? {
            ...message,
            values: Object.fromEntries(
              Object.entries(message.values).map(([name, value]) => [
                name,
                typeof value === "number" ? number(value) : value,
              ]),
            ),
          }
        : message,
    [number],
  );
}
