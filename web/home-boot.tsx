import { startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { createPath, type Navigator, Route, Router, Routes, type To } from "react-router";
import type { PublicCohorts } from "../core/schemas/cohorts";
import { ToastProvider } from "./components/ui/toast";
import { HomePage } from "./features/home/home-page";
import { APP_ELEMENT_ID, markHydrated } from "./lib/boot";
import { readPageData } from "./lib/page-data";
import SiteLayout from "./routes/site-layout";

/**
 * The home page's own boot (docs/decisions/033-home-page-boot.md). A visit that starts on the home
 * page hydrates the same components its route renders, under a plain <Router> instead of React
 * Router's data router, entry and route manifest: about 40 kB less to fetch before the first page
 * is interactive. Its links are ordinary page loads, of pages that React Router then boots.
 */

const hrefOf = (to: To) => (typeof to === "string" ? to : createPath(to));

/** Every navigation from here is a page load. */
const pageLoads: Navigator = {
  createHref: hrefOf,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(hrefOf(to)),
  replace: (to) => window.location.replace(hrefOf(to)),
};

function HomeApp({ cohorts }: { cohorts: PublicCohorts }) {
  useEffect(markHydrated, []);
  return (
    <ToastProvider>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="*" element={<HomePage cohorts={cohorts} />} />
        </Route>
      </Routes>
    </ToastProvider>
  );
}

const app = document.getElementById(APP_ELEMENT_ID);
if (app) {
  // In a transition, as React Router's own entry does: hydration yields to the browser every few
  // milliseconds instead of holding the main thread for the whole page.
  startTransition(() => {
    hydrateRoot(
      app,
      <Router location={createPath(window.location)} navigator={pageLoads}>
        <HomeApp cohorts={readPageData<PublicCohorts>()} />
      </Router>,
    );
  });
}
