import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import { ToastProvider } from "./components/ui/toast";
import { APP_ELEMENT_ID, markHydrated } from "./lib/boot";
import "./styles/fonts/fonts.css";
import "./styles/app.css";
import frauncesLatin from "./styles/fonts/fraunces-latin.woff2?url";
import interLatin from "./styles/fonts/inter-latin.woff2?url";

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

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f1b2d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The prerendered page carries its CSS in one piece and React Router's own stylesheet links switched
 * off (media="print", web/lib/page-css.ts). Once they have loaded, switch them on and drop the
 * piece, so React Router manages the page's styles from here on as it would have from the start.
 */
function handOverPageCss() {
  const sources = [...document.querySelectorAll<HTMLLinkElement>("link[data-page-css-source]")];
  const loaded = sources.map(
    (link) =>
      link.sheet ||
      new Promise((settle) => {
        link.onload = link.onerror = settle;
      }),
  );
  void Promise.all(loaded).then(() => {
    for (const link of sources) {
      link.media = "all";
      link.removeAttribute("data-page-css-source");
    }
    for (const piece of document.querySelectorAll("[data-page-css]")) piece.remove();
  });
}

export default function App() {
  useEffect(() => {
    handOverPageCss();
    markHydrated();
  }, []);
  // The element web/home-boot.tsx hydrates on its own; `display: contents` keeps it out of the layout.
  return (
    <div id={APP_ELEMENT_ID}>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </div>
  );
}

/** Shown by the SPA fallback (admin, report, payment) while the client-only route loads. */
export function HydrateFallback() {
  return <p className="loading">Loading…</p>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (error && !isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="main page page--narrow">
      <h1>Something went wrong</h1>
      <p>The page could not be shown (error {status}). Please reload, or try again later.</p>
      <a className="button button--primary" href="/">
        Home
      </a>
    </main>
  );
}
