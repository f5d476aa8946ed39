import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// The site's message catalogues (docs/decisions/059-languages.md): English is the source, written in
// the code; `npm run messages` extracts it into web/locales/{locale}.po, where the Arabic is written.
// The Vite plugin compiles each catalogue when the build imports it.
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "ar"],
  catalogs: [
    {
      path: "<rootDir>/web/locales/{locale}",
      include: ["<rootDir>/web", "<rootDir>/core"],
      exclude: ["**/*.test.ts", "**/node_modules/**"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: "message",
});
