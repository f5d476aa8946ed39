import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { EBOOK_LIST } from "../core/ebooks/catalogue";
import { E2E_PORT } from "./browser";
import { expect, test } from "./fixtures";
import { E2E_ADMIN } from "./seed-data";

// How the one process serves the site (docs/decisions/034-server-rendering.md): prerendered pages
// as built, the others rendered on each request, files with the right caching and compression,
// and every page with a CSP that names its own inline scripts only (docs/decisions/035-csp.md).

const directives = (csp: string | undefined) =>
  Object.fromEntries(
    String(csp)
      .split(/;\s*/)
      .map((directive) => {
        const [name = "", ...values] = directive.split(" ");
        return [name, values];
      }),
  );

/** The security headers every page and file of the site carries, besides its CSP. */
const DOCUMENT_HEADERS = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

test("a prerendered page: as built, its inline scripts allowed by their hashes, no nonce", async ({
  request,
}) => {
  const response = await request.get("/about");
  expect(response.status()).toBe(200);
  expect(response.headers()).toMatchObject({ ...DOCUMENT_HEADERS, "cache-control": "no-cache" });
  const csp = directives(response.headers()["content-security-policy"]);
  expect(csp["script-src"]?.[0]).toBe("'self'");
  expect(csp["script-src"]?.slice(1).length).toBeGreaterThan(0);
  for (const source of csp["script-src"]?.slice(1) ?? []) expect(source).toMatch(/^'sha256-/);
  expect(csp["style-src-elem"]).toEqual(["'self'"]);
  expect(csp["object-src"]).toEqual(["'none'"]);
  expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  expect(csp["frame-src"]).toBeUndefined();
  expect(await response.text()).not.toContain("nonce=");
});

test("a page rendered on request: a fresh nonce on each answer, on every inline script", async ({
  request,
}) => {
  const nonces = [];
  for (const path of ["/", "/", "/events"]) {
    const response = await request.get(path);
    expect(response.headers()).toMatchObject({ ...DOCUMENT_HEADERS, "cache-control": "no-cache" });
    const scriptSrc = directives(response.headers()["content-security-policy"])["script-src"];
    expect(scriptSrc).toHaveLength(2);
    const nonce = scriptSrc?.[1]?.match(/^'nonce-([0-9a-f]{32})'$/)?.[1];
    expect(nonce, path).toBeTruthy();
    const html = await response.text();
    const inline = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inline.length).toBeGreaterThan(0);
    for (const tag of inline) expect(tag, path).toContain(`nonce="${nonce}"`);
    nonces.push(nonce);
  }
  expect(new Set(nonces).size).toBe(3);
});

test("the founder's page is never kept by a cache", async ({ request }) => {
  const response = await request.get("/my-application");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
});

test("only the console's screens may show a PDF they fetched in a frame", async ({ request }) => {
  // A console tab as built, and a record's address, rendered on request.
  const record = "/admin-dashboard/contacts/0f8e5a3c-1d2b-4c5d-8e9f-a0b1c2d3e4f5";
  for (const path of ["/admin-dashboard", "/admin-dashboard/contacts", record, "/report"]) {
    const csp = directives((await request.get(path)).headers()["content-security-policy"]);
    expect(csp["frame-src"], path).toEqual(["'self'", "blob:"]);
    expect(csp["object-src"], path).toEqual(["blob:"]);
    expect(csp["frame-ancestors"], path).toEqual(["'none'"]);
  }
});

test("unknown paths answer 404 with the not-found page", async ({ request }) => {
  for (const path of ["/no-such-page", "/404", "/about/deeper", "/assets/missing.js"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain("Page Not Found");
    expect(html, path).toContain("<title>Page Not Found | Nakhla Ventures</title>");
  }
  const api = await request.get("/api/nothing");
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ message: "No route GET /api/nothing" });
  expect(api.headers()["content-security-policy"]).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(api.headers()["cross-origin-opener-policy"]).toBeUndefined();
});

test("the ebooks' PDFs beside the site, and an unknown one the site's not-found page", async ({
  request,
}) => {
  for (const ebook of EBOOK_LIST) {
    const response = await request.get(ebook.path);
    expect(response.status(), ebook.path).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
  }
  const unknown = await request.get("/ebooks/nope.pdf");
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain("Page Not Found");
});

test("the spec's dead links redirect for good to working pages", async ({ request }) => {
  const expected = {
    "/apply": "/application",
    "/consultation": "/build-with-nakhla-form",
    "/consultancy-form": "/build-with-nakhla-form",
  };
  for (const [from, to] of Object.entries(expected)) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});

test("fingerprinted files are immutable, the others cached an hour, all compressed", async ({
  request,
}) => {
  const html = await (await request.get("/about")).text();
  const script = html.match(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  const plain = await request.get(script as string, { headers: { "accept-encoding": "identity" } });
  expect(plain.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(plain.headers()["content-type"]).toMatch(/^(text|application)\/javascript/);
  const body = await plain.body();
  for (const [encoding, decode] of [
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ] as const) {
    const raw = await rawGet(script as string, { "accept-encoding": encoding });
    expect(raw.headers["content-encoding"]).toBe(encoding);
    expect(decode(raw.body).equals(body)).toBe(true);
  }
  const logo = await request.get("/logo.svg");
  expect(logo.headers()["cache-control"]).toBe("public, max-age=3600");
  // A page rendered on request is compressed too.
  const home = await rawGet("/", { "accept-encoding": "br" });
  expect(home.headers["content-encoding"]).toBe("br");
  expect(brotliDecompressSync(home.body).toString()).toContain("</html>");
});

test("no file outside the build is served, however the path spells '..'", async () => {
  const paths = [
    "/../package.json",
    "/%2e%2e/package.json",
    "/%2E%2E/README.md",
    "/assets/../../package.json",
    "/assets/%2e%2e/%2e%2e/package.json",
    "/..%2fpackage.json",
    "/%2e%2e%2fREADME.md",
    "/..%5cpackage.json",
  ];
  for (const path of paths) {
    const response = await rawGet(path, {});
    expect(response.body.toString(), path).not.toContain('"name": "nakhla-ventures"');
    expect(response.body.toString(), path).not.toContain("# Nakhla Ventures");
    expect([400, 404], path).toContain(response.status);
  }
});

/**
 * GETs a path exactly as written, over a socket: Playwright's client resolves '/../x' to '/x'
 * before sending, and decodes what the server compressed.
 */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const sent = httpRequest(
        { host: "127.0.0.1", port: E2E_PORT, path, method: "GET", headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      sent.on("error", reject);
      sent.end();
    },
  );
}

test("the API's OpenAPI document lists no page or file of the site", async ({ request }) => {
  const login = await request.post("/api/admin/login", {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  const { token } = (await login.json()) as { token: string };
  const document = await request.get("/api/openapi.json", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(document.status()).toBe(200);
  const paths = Object.keys(((await document.json()) as { paths: object }).paths);
  expect(paths.length).toBeGreaterThan(50);
  expect(paths.filter((path) => !path.startsWith("/api/") && !path.startsWith("/ebooks/"))).toEqual(
    [],
  );
});
