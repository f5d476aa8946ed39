import { describe, expect, it } from "vitest";
import { loginAsReviewer } from "./test/admin";
import { aContact } from "./test/factories";
import { build, postJson, useTestApp } from "./test/helpers";

describe("the API's cross-cutting behaviour", () => {
  const t = useTestApp({ CORS_ORIGINS: "https://site.example", BODY_LIMIT_BYTES: "4096" });

  it("describes every call of docs/product.md, section 7 in its OpenAPI document, with the request schema", async () => {
    const signedOut = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(signedOut.statusCode).toBe(401);
    const { headers } = await loginAsReviewer(t.app, t.db);
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json", headers });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    // docs/product.md, section 7, row by row (28 calls), then the calls we add.
    const calls = [
      ["post", "/api/newsletter/subscribe"],
      ["post", "/api/contact"],
      ["patch", "/api/contact/update-status"],
      ["get", "/api/contact/all"],
      ["get", "/api/newsletter/all"],
      ["delete", "/api/newsletter/delete"],
      ["get", "/api/apply/all"],
      ["patch", "/api/apply/update-status"],
      ["post", "/api/apply/get-report"],
      ["post", "/api/apply"],
      ["post", "/api/coupon/verify"],
      ["post", "/api/payment/create-order"],
      ["post", "/api/admin/login"],
      ["get", "/api/leads"],
      ["post", "/api/leads"],
      ["get", "/api/consultancy-leads"],
      ["get", "/api/todo"],
      ["post", "/api/todo"],
      ["put", "/api/todo/{id}"],
      ["delete", "/api/todo/{id}"],
      ["post", "/api/todo/{id}/subtask"],
      ["put", "/api/todo/{id}/subtask/{subtaskId}"],
      ["delete", "/api/todo/{id}/subtask/{subtaskId}"],
      ["post", "/api/meeting"],
      ["get", "/api/meeting"],
      ["get", "/api/document"],
      ["post", "/api/document"],
      ["delete", "/api/document/{id}"],
    ] as const;
    expect(calls).toHaveLength(28);
    const additions = [
      ["post", "/api/payment/webhook"],
      ["post", "/api/consultancy-requests"],
      ["get", "/api/health"],
    ] as const;
    for (const [method, path] of [...calls, ...additions]) {
      expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const apply = document.paths["/api/apply"].post.requestBody.content["application/json"].schema;
    expect(apply.required).toEqual(expect.arrayContaining(["fullName", "teamSize", "finalPrice"]));
  });

  it("reports health with a database round trip", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok", payments: "test" });
  });

  it("answers 413 with a message when the body is over the limit", async () => {
    const response = await postJson(
      t.app,
      "/api/contact",
      aContact({ description: "x".repeat(5000) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "The request body is too large." });
  });

  it("answers 415 to a body that is not JSON", async () => {
    for (const contentType of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": contentType },
        payload: "name=x",
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(/JSON/);
    }
  });

  it("answers 400 to malformed JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: "{ not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "The request body is not valid JSON." });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/nothing-here", payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/No route/);
  });

  it("sends strict security headers, a request id and no-store on API answers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    // An answer of the API is data: nothing may load from it or frame it.
    expect(response.headers["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
    expect(response.headers["cache-control"]).toBe("no-store");
    // One id per request, never the same twice, on any instance: a random UUID.
    const id = response.headers["x-request-id"];
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const next = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(next.headers["x-request-id"]).not.toBe(id);
  });

  it("lets only allow-listed origins call across origins", async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: "OPTIONS",
        url: "/api/contact",
        headers: { origin, "access-control-request-method": "POST" },
      });
    const allowed = await preflight("https://site.example");
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://site.example");
    const refused = await preflight("https://evil.example");
    expect(refused.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("rate limits on public writes", () => {
  it("answers 429 with a message once a client passes the limit, per route", async () => {
    const { app, close } = await build({ PUBLIC_WRITE_RATE_LIMIT: "3" });
    try {
      const answers = [];
      for (let i = 0; i < 4; i++) {
        answers.push(
          await postJson(app, "/api/newsletter/subscribe", { email: `r${i}@example.com` }),
        );
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
      // An allowed request carries no x-ratelimit-* headers; the refusal says when to come back.
      expect(
        Object.keys(answers[0]?.headers ?? {}).filter((name) => name.startsWith("x-ratelimit")),
      ).toEqual([]);
      expect(Number(answers[3]?.headers["retry-after"])).toBeGreaterThan(0);
      const limited = await postJson(app, "/api/newsletter/subscribe", {
        email: "late@example.com",
      });
      expect(limited.json().message).toMatch(
        /^Too many requests\. Please try again in \d+ seconds\.$/,
      );
      // Reads and other routes are not limited by the newsletter's count.
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      expect((await postJson(app, "/api/contact", aContact())).statusCode).toBe(201);
    } finally {
      await close();
    }
  });
});
