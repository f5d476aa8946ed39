import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Outlet } from "react-router";
import { Drawer } from "../components/layout/drawer";
import { Footer } from "../components/layout/footer";
import { TopBar } from "../components/layout/top-bar";
import { NewsletterFormOnUse } from "../features/newsletter/newsletter-form-on-use";
import { loadPageCatalogues } from "../i18n/catalogues";
import { localeOf } from "../i18n/locales";
import { codeOnUseWanted } from "../lib/code-on-use";
import type { Route } from "./+types/site-layout";

/**
 * A page's own catalogue loads inside the navigation to it, as its data would: the address and the
 * page change together, once its words have arrived. The first page's load before hydrating
 * (entry.client.tsx; docs/decisions/066-catalogue-per-page.md). The code of the forms hydrated on
 * use (the footer's signup, a lead page's form) comes with any data the browser loads: React holds
 * that data's update until they are hydrated (docs/decisions/094-signup-code-on-use.md).
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }) => {
    codeOnUseWanted();
    const { pathname } = new URL(request.url);
    await loadPageCatalogues(localeOf(pathname), pathname);
  },
];

/**
 * The frame of every public page: top bar, side drawer, the page, footer, in the page's language
 * (docs/decisions/059-languages.md).
 */
export default function SiteLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <TopBar menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} />
      <main id="main" className="main">
        <Outlet />
      </main>
      <Footer newsletter={<NewsletterFormOnUse />} />
    </>
  );
}
