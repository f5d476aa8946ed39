import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { PRERENDER_CSP_FILE } from "../../core/site-paths";

/** A page of a made-up build: its path, and the source of its route module's exports. */
export type SitePage = { id: string; path: string; module: string; hasAction?: boolean };

/**
 * Writes a React Router server build of a few pages for the web plugin to serve
 * (api/plugins/web.ts), under build/ so it finds react-router in node_modules, and answers its
 * client folder (WEB_BUILD_DIR). `entry` is the source of the entry module's exports besides the
 * context keys, which are made here unless `entry` names them; call the answer's `remove()` after.
 */
export function writeSiteBuild({
  imports = "",
  entry,
  pages,
}: {
  imports?: string;
  entry: string;
  pages: SitePage[];
}) {
  mkdirSync("build", { recursive: true });
  const siteDir = resolve(mkdtempSync(join("build", "site-test-")));
  mkdirSync(join(siteDir, "client"));
  mkdirSync(join(siteDir, "server"));
  writeFileSync(join(siteDir, "server", PRERENDER_CSP_FILE), "{}");
  const manifest = (page: SitePage) =>
    JSON.stringify({
      id: page.id,
      path: page.path,
      hasAction: page.hasAction ?? false,
      hasLoader: false,
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasErrorBoundary: false,
      module: `/${page.id}.js`,
    });
  writeFileSync(
    join(siteDir, "server", "index.js"),
    `import { createContext } from "react-router";
${imports}
export const entry = { module: {
  pageServicesContext: createContext(), nonceContext: createContext(null),
  clientIpContext: createContext(""), pageLogContext: createContext(null),
  ${entry}
} };
export const routes = { ${pages.map((page) => `${JSON.stringify(page.id)}: { id: ${JSON.stringify(page.id)}, path: ${JSON.stringify(page.path)}, module: { ${page.module} } }`).join(",\n  ")} };
export const assets = { entry: { module: "/entry.js", imports: [] }, routes: { ${pages.map((page) => `${JSON.stringify(page.id)}: ${manifest(page)}`).join(", ")} }, url: "/manifest.js", version: "1" };
export const publicPath = "/";
export const assetsBuildDirectory = "client";
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: "lazy", manifestPath: "/__manifest" };
`,
  );
  return {
    clientDir: join(siteDir, "client"),
    remove: () => rmSync(siteDir, { recursive: true, force: true }),
  };
}
