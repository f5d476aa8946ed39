import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Outlet, useLocation, useMatches } from "react-router";
import { Drawer } from "../components/layout/drawer";
import { Footer } from "../components/layout/footer";
import { TopBar } from "../components/layout/top-bar";
import { loadPageCatalogues } from "../i18n/catalogues";
import { basePath, localeOf } from "../i18n/locales";
import { TRANSLATED_PATHS } from "../paths";
import type { Route } from "./+types/site-layout";

/**
 * A page's own catalogue loads inside the navigation to it, as its data would: the address and the
 * page change together, once its words have arrived. The first page's load before hydrating
 * (entry.client.tsx; docs/decisions/066-catalogue-per-page.md).
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }) => {
    const { pathname } = new URL(request.url);
    await loadPageCatalogues(localeOf(pathname), pathname);
  },
];

/**
 * The frame of every public page: top bar, side drawer, the page, footer. Under /ar the frame is
 * Arabic; a page whose own text is not translated yet is marked English, left to right, so screen
 * readers and the layout read it as what it is (docs/decisions/059-languages.md).
 */
export default function SiteLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // The not-found page is the frame's own text, in every language.
  const notFound = useMatches().at(-1)?.id.endsWith("not-found") ?? false;
  const untranslated =
    localeOf(pathname) === "ar" && !notFound && !TRANSLATED_PATHS.has(basePath(pathname));
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <TopBar menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} />
      <main
        id="main"
        className="main"
        lang={untranslated ? "en" : undefined}
        dir={untranslated ? "ltr" : undefined}
      >
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
