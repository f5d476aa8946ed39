import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadPageCatalogues, readPageMessages } from "./i18n/catalogues";
import { localeOf } from "./i18n/locales";

// React Router's default client entry, once the page's compiled catalogues in its own language are
// loaded (the frame's and the page's): the server rendered with them, so hydration must render the
// same words. The page's HTML carries them; any it did not are requested (docs/decisions/059-languages.md,
// 066-catalogue-per-page.md).
const { pathname } = window.location;
const locale = localeOf(pathname);
readPageMessages(locale);
loadPageCatalogues(locale, pathname).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
