import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { CATALOGUE_FILES } from "./web/i18n/catalogue-files";

// The site's message catalogues (docs/decisions/059-languages.md): English is the source, written in
// the code; `npm run messages` extracts it into web/locales/{locale}/{catalogue}.po, where the
// Arabic is written. One catalogue per part of the site, each from its own source files
// (web/i18n/catalogue-files.ts, docs/decisions/066-catalogue-per-page.md). The Vite plugin compiles
// each catalogue when the build imports it.
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "ar"],
  catalogs: Object.entries(CATALOGUE_FILES).map(([name, files]) => ({
    path: `<rootDir>/web/locales/{locale}/${name}`,
    include: files.map((file) => `<rootDir>/${file}`),
    exclude: ["**/*.test.ts", "**/node_modules/**"],
  })),
  format: formatter({ lineNumbers: false }),
  orderBy: "message",
});
