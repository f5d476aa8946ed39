import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAsAdmin } from "../test/admin";
import { build } from "../test/helpers";

const INLINE = "window.__context = {}";
/** The page's CSS in one piece, as web/lib/page-css.ts writes it. */
const PAGE_CSS = "body{color:#0f1b2d}";
/** A file beside the build directory that no request may read. */
const SECRET = "secret beside the build";
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/**
 * A stand-in for build/client: two pages, the 404 page, the SPA fallback and an asset, in
 * <parent>/client, with a package.json and a file in <parent> that must stay out of reach.
 */
function fakeBuild() {
  const parent = mkdtempSync(join(tmpdir(), "nakhla-web-"));
  writeFileSync(join(parent, "package.json"), JSON.stringify({ name: SECRET }));
  writeFileSync(join(parent, "secret.txt"), SECRET);
  const dir = join(parent, "client");
  mkdirSync(dir);
  const page = (path: string, text: string) => {
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(
      join(dir, path, "index.html"),
      `<html><head><style data-page-css>${PAGE_CSS}</style></head><body>${text}<script>${INLINE}</script><script type="module" src="/assets/app-1.js"></script></body></html>`,
    );
  };
  page("", "home page");
  page("about", "about page");
  page("404", "not found page");
  writeFileSync(join(dir, "__spa-fallback.html"), "<html><body>spa fallback</body></html>");
  mkdirSync(join(dir, "assets"));
  writeFileSync(
    join(dir, "assets", "app-1.js"),
    `console.log(${JSON.stringify("x".repeat(4000))})`,
  );
  writeFileSync(join(dir, "logo.svg"), "<svg/>");
  return { parent, dir };
}

/**
 * GETs a path exactly as written, over a real socket: app.inject (light-my-request) resolves
 * '/../x' to '/x' before the app sees it, so it cannot show what the server does with '..'.
 */
function rawGet(port: number, path: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method: "GET" }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("serving the built site", () => {
  const { parent, dir } = fakeBuild();
  let context: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    context = await build({ SERVE_WEB: "true", WEB_BUILD_DIR: dir });
  });
  afterAll(async () => {
    await context.close();
    rmSync(parent, { recursive: true, force: true });
  });
  const get = (url: string) => context.app.inject({ method: "GET", url });

  it("leaves the site's catch-all out of the API's OpenAPI document", async () => {
    const { headers } = await loginAsAdmin(context.app, context.db);
    const answer = await context.app.inject({ method: "GET", url: "/api/openapi.json", headers });
    const document = answer.json();
    expect(Object.keys(document.paths)).not.toContain("/*");
    expect(
      Object.keys(document.paths).every(
        (path) => path.startsWith("/api/") || path.startsWith("/ebooks/"),
      ),
    ).toBe(true);
  });

  it("serves a prerendered page with a CSP allowing exactly its inline scripts and stylesheet", async () => {
    for (const url of ["/about", "/about/"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("about page");
      const csp = String(response.headers["content-security-policy"]);
      const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src"));
      expect(scriptSrc).toBe(`script-src 'self' ${sha(INLINE)}`);
      expect(csp).toContain("frame-ancestors 'none'");
      // No frames or plugins on a public page.
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain("frame-src");
      // Its inline stylesheet by its hash, and no other: 'unsafe-inline' only for attributes.
      const directives = csp.split("; ");
      expect(directives).toContain(`style-src-elem 'self' ${sha(PAGE_CSS)}`);
      expect(directives).toContain("style-src 'self'");
      expect(directives).toContain("style-src-attr 'unsafe-inline'");
    }
    expect((await get("/")).body).toContain("home page");
  });

  it("lets only the client-only screens (the console) show a PDF they fetched in a frame", async () => {
    const csp = String((await get("/admin-dashboard")).headers["content-security-policy"]);
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).toContain("object-src blob:");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("serves client-only screens with the SPA fallback", async () => {
    for (const url of [
      "/admin-dashboard",
      "/admin-dashboard/contacts",
      "/admin-dashboard/applications/0f8e5a3c-1d2b-4c5d-8e9f-a0b1c2d3e4f5?q=ColdLine",
      "/admin-login",
      "/admin-invite",
      "/report",
      "/payment",
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("spa fallback");
    }
  });

  it("answers unknown paths with the not-found page and status 404", async () => {
    for (const url of ["/no-such-page", "/404", "/about/deeper", "/assets/missing.js"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("not found page");
    }
  });

  it("redirects the spec's dead links to working pages", async () => {
    const expected = {
      "/apply": "/application",
      "/consultation": "/build-with-nakhla-form",
      "/consultancy-form": "/build-with-nakhla-form",
    };
    for (const [from, to] of Object.entries(expected)) {
      const response = await get(from);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(to);
    }
  });

  it("serves fingerprinted assets as immutable and other files briefly cached", async () => {
    const asset = await get("/assets/app-1.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    const logo = await get("/logo.svg");
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["cache-control"]).not.toContain("immutable");
  });

  it("sends text files compressed as the browser accepts, and the same bytes once decoded", async () => {
    const plain = await get("/assets/app-1.js");
    const brotli = await context.app.inject({
      method: "GET",
      url: "/assets/app-1.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    const gzip = await context.app.inject({
      method: "GET",
      url: "/assets/app-1.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    for (const response of [plain, brotli, gzip])
      expect(response.headers.vary).toBe("Accept-Encoding");
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  });

  it("does not serve files outside the build directory, however the path spells '..'", async () => {
    await context.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = context.app.server.address() as AddressInfo;
    const paths = [
      "/../package.json",
      "/%2e%2e/package.json",
      "/%2E%2E/secret.txt",
      "/assets/../../secret.txt",
      "/assets/%2e%2e/%2e%2e/package.json",
      "/..%2fpackage.json",
      "/%2e%2e%2fsecret.txt",
      "/..%5csecret.txt",
    ];
    // The check would prove nothing if the request did not reach the app with its '..' intact.
    const home = await rawGet(port, "/assets/../");
    expect(home.body).not.toContain("home page");
    for (const path of paths) {
      const response = await rawGet(port, path);
      expect(response.body, path).not.toContain(SECRET);
      expect([400, 404], path).toContain(response.status);
    }
  });

  it("keeps JSON 404s for unknown API paths", async () => {
    const response = await get("/api/nothing");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("No route GET /api/nothing");
  });
});
