import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadPageCatalogues } from "./i18n/catalogues";
import { localeOf } from "./i18n/locales";

// React Router's default client entry, after the page's compiled catalogues in its own language
// have loaded (the frame's and the page's): the server rendered with them, so hydration must
// render the same words (docs/decisions/059-languages.md, 066-catalogue-per-page.md).
const { pathname } = window.location;
loadPageCatalogues(localeOf(pathname), pathname).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
