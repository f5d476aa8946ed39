import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadCatalogue } from "./i18n/catalogues";
import { localeOf } from "./i18n/locales";

// React Router's default client entry, after the page's own language's compiled catalogue has
// loaded: the server rendered with it, so hydration must render the same words
// (docs/decisions/059-languages.md).
loadCatalogue(localeOf(window.location.pathname)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
