import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PRERENDER_CSP_FILE } from "../../core/site-paths";
import { useTestApp } from "../test/helpers";

// A form posted to a page's action is a public write, limited as the API's are
// (docs/decisions/076-route-forms.md). The site here is a build of one page whose action answers
// "taken", under build/ so it finds react-router in node_modules.
mkdirSync("build", { recursive: true });
const siteDir = resolve(mkdtempSync(join("build", "page-posts-test-")));
mkdirSync(join(siteDir, "client"));
mkdirSync(join(siteDir, "server"));
writeFileSync(join(siteDir, "server", PRERENDER_CSP_FILE), "{}");
writeFileSync(
  join(siteDir, "server", "index.js"),
  `import { createContext } from "react-router";
const page = { id: "root", path: "", hasAction: true, hasLoader: false, hasClientAction: false,
  hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false, module: "/root.js" };
export const entry = { module: {
  default: () => new Response("the page", { headers: { "content-type": "text/html" } }),
  pageServicesContext: createContext(), nonceContext: createContext(null), clientIpContext: createContext(""),
} };
export const routes = { root: { id: "root", path: "", module: { default: () => null, action: () => "taken" } } };
export const assets = { entry: { module: "/entry.js", imports: [] }, routes: { root: page }, url: "/manifest.js", version: "1" };
export const publicPath = "/";
export const assetsBuildDirectory = "client";
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: "lazy", manifestPath: "/__manifest" };
`,
);
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const LIMIT = 3;

describe("a post to a page", () => {
  const t = useTestApp({
    SERVE_WEB: "true",
    WEB_BUILD_DIR: join(siteDir, "client"),
    PUBLIC_WRITE_RATE_LIMIT: String(LIMIT),
  });
  const post = () =>
    t.app.inject({
      method: "POST",
      url: "/contact",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=Yusuf",
    });

  it("reaches the page's action until the client's public writes are spent, then answers 429", async () => {
    for (let sent = 0; sent < LIMIT; sent++) {
      const taken = await post();
      expect(taken.statusCode).toBe(200);
      expect(taken.body).toBe("the page");
    }
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
  });

  it("limits posts only: the pages are still served", async () => {
    const page = await t.app.inject({ method: "GET", url: "/contact" });
    expect(page.statusCode).toBe(200);
  });
});
