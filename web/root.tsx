import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect } from "react";
import { preload } from "react-dom";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
} from "react-router";
import { digitsOfCookie } from "../core/languages";
import type { Route } from "./+types/root";
import { ToastProvider } from "./components/ui/toast";
import { titleOf } from "./content/pages";
import { DIGITS_PATH, type RootData, useDigits } from "./i18n/digits";
import { LanguageProvider, useLocalePath } from "./i18n/language";
import { LOCALE_INFO, localeOf } from "./i18n/locales";
import { PageMessagesScript } from "./lib/page-messages";
import { PATHS } from "./paths";
import "./styles/fonts/fonts.css";
import "./styles/app.css";
import frauncesLatin from "./styles/fonts/fraunces-latin.woff2?url";
import interLatin from "./styles/fonts/inter-latin.woff2?url";
import notoSansArabic from "./styles/fonts/noto-sans-arabic-arabic.woff2?url";

/**
 * Every page sets its first heading and its text in these two files: fetched with the stylesheet,
 * not after it, so the text is painted once in its own face (docs/decisions/029-typography.md).
 */
export const links: Route.LinksFunction = () =>
  [frauncesLatin, interLatin].map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  }));

/**
 * The visitor's digits for the Arabic pages, from their cookie (web/i18n/digits.ts): read on each
 * page rendered on request (and, for a visitor who chose Eastern digits, on the Arabic pages the
 * build prerendered: api/plugins/web.ts renders them on request for that visitor).
 */
export function loader({ request }: Route.LoaderArgs): RootData {
  return { digits: digitsOfCookie(request.headers.get("cookie")) };
}

/** The digits change only when the footer's choice is posted. */
export function shouldRevalidate({ formAction }: ShouldRevalidateFunctionArgs) {
  return formAction === DIGITS_PATH;
}

export function Layout({ children }: { children: ReactNode }) {
  // The language is the URL's: /ar/… is Arabic, right to left (docs/decisions/059-languages.md).
  const { pathname } = useLocation();
  const locale = localeOf(pathname);
  const { lang, dir } = LOCALE_INFO[locale];
  const digits = useDigits();
  // An Arabic page's text is set in Noto Sans Arabic: fetched with the stylesheet, as the two above.
  if (locale === "ar") {
    preload(notoSansArabic, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  }
  return (
    <html lang={lang} dir={dir} data-digits={locale === "ar" ? digits : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f1b2d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <PageMessagesScript locale={locale} pathname={pathname} />
      </head>
      <body>
        <LanguageProvider locale={locale} digits={digits}>
          {children}
        </LanguageProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page interactive: tests wait for it, and CSS may style what needs JavaScript.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <ToastProvider>
      <Outlet />
    </ToastProvider>
  );
}

/** Shown, as served, by a screen whose data loads in the browser (the console, the report). */
export function HydrateFallback() {
  return <p className="loading">Loading…</p>;
}

/**
 * What any page shows when it cannot be shown: in the page's language, as the not-found page is
 * (its words are the frame's catalogue, which every page has: web/i18n/catalogue-files.ts).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const localePath = useLocalePath();
  const { t } = useLingui();
  const heading = t`Something went wrong`;
  // In the browser only: the server has written the failure to the request's log, without the
  // personal data the error may carry (web/lib/page-errors.ts).
  useEffect(() => {
    if (error && !isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  // No page's meta is shown in its place (React Router's), so the page names itself.
  return (
    <main className="main page page--narrow">
      <title>{titleOf(heading)}</title>
      <h1>{heading}</h1>
      <p>
        <Trans>
          The page could not be shown (error {status}). Please reload, or try again later.
        </Trans>
      </p>
      <a className="button button--primary" href={localePath(PATHS.home)}>
        <Trans>Home</Trans>
      </a>
    </main>
  );
}
