import { describe, expect, it } from "vitest";
import { aContact } from "./test/factories";
import { postJson, useTestApp } from "./test/helpers";

/**
 * Every header an answer carries, name and value, written out: a header that goes missing, gains a
 * value or appears unasked fails here. Work on how the headers are set
 * (docs/architecture.md, rule 8) may never change which go out. `date`, `content-length` and the request id
 * vary from answer to answer and are checked for their form only.
 */
const varying = ["date", "content-length", "x-request-id"];
function fixedHeaders(headers: Record<string, unknown>) {
  expect(headers["x-request-id"]).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
  expect(headers.date).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  expect(headers["content-length"]).toMatch(/^\d+$/);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !varying.includes(name)));
}

/** What every answer under /api/ carries (plugins/security-headers.ts, CORS's vary). */
const API = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
  vary: "Origin",
  connection: "keep-alive",
};
const JSON_BODY = { "content-type": "application/json; charset=utf-8" };
const NO_STORE = { "cache-control": "no-store" };

describe("the headers of every kind of answer", () => {
  const t = useTestApp({ CORS_ORIGINS: "https://site.example", PUBLIC_WRITE_RATE_LIMIT: "2" });

  it("a 200 from the API, called from an allowed origin", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { origin: "https://site.example" },
    });
    expect(response.statusCode).toBe(200);
    expect(fixedHeaders(response.headers)).toEqual({
      ...API,
      "access-control-allow-origin": "https://site.example",
      ...JSON_BODY,
      ...NO_STORE,
    });
  });

  it("a 400, a 401 and a 429 from the API", async () => {
    const invalid = await postJson(t.app, "/api/contact", {
      ...aContact(),
      email: "not an e-mail",
    });
    expect(invalid.statusCode).toBe(400);
    expect(fixedHeaders(invalid.headers)).toEqual({ ...API, ...JSON_BODY, ...NO_STORE });

    const signedOut = await t.app.inject({ method: "GET", url: "/api/admin/contacts" });
    expect(signedOut.statusCode).toBe(401);
    expect(fixedHeaders(signedOut.headers)).toEqual({ ...API, ...JSON_BODY, ...NO_STORE });

    const statuses = [];
    let limited = invalid;
    for (let i = 0; i < 3; i++) {
      limited = await postJson(t.app, "/api/newsletter/subscribe", { email: `h${i}@example.com` });
      statuses.push(limited.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const {
      "x-ratelimit-reset": reset,
      "retry-after": retryAfter,
      ...rest
    } = fixedHeaders(limited.headers);
    expect(Number(reset)).toBeGreaterThan(0);
    expect(retryAfter).toBe(reset);
    expect(rest).toEqual({
      ...API,
      "x-ratelimit-limit": "2",
      "x-ratelimit-remaining": "0",
      ...JSON_BODY,
      ...NO_STORE,
    });
  });

  it("an unknown API path: the API's headers, without no-store", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(fixedHeaders(response.headers)).toEqual({ ...API, ...JSON_BODY });
  });

  it("a cross-origin preflight", async () => {
    const response = await t.app.inject({
      method: "OPTIONS",
      url: "/api/contact",
      headers: { origin: "https://site.example", "access-control-request-method": "POST" },
    });
    expect(response.statusCode).toBe(204);
    expect(fixedHeaders(response.headers)).toEqual({
      ...API,
      "access-control-allow-origin": "https://site.example",
      "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE",
      "access-control-allow-headers": "Content-Type, Authorization, X-Founder-Token",
      "access-control-max-age": "600",
    });
  });

  it("an answer outside /api/: the site's full set", async () => {
    const response = await t.app.inject({ method: "GET", url: "/ebooks/nothing.pdf" });
    expect(response.statusCode).toBe(404);
    expect(fixedHeaders(response.headers)).toEqual({
      "content-security-policy":
        "default-src 'self'; script-src 'self'; style-src 'self'; style-src-elem 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; media-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
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
      vary: "Origin",
      connection: "keep-alive",
      ...JSON_BODY,
    });
  });
});
