import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorHandlerPlugin } from "../plugins/error-handler";
import { useTestApp } from "../test/helpers";
import { isUnstorableText, UNSTORABLE_TEXT_MESSAGE } from "./db-errors";

describe("text the database cannot store, past the schemas", () => {
  const t = useTestApp();
  // A route with no schema that stores what it is sent: what a route without its core/ schema
  // would do. The error handler must answer the database's refusal as the client's mistake.
  const bare = Fastify();
  beforeAll(async () => {
    await bare.register(errorHandlerPlugin);
    bare.post("/store", async (request) => {
      const { text, json } = request.body as { text?: string; json?: unknown };
      if (text !== undefined) await t.db.execute(sql`select ${text}::text`);
      if (json !== undefined) await t.db.execute(sql`select ${JSON.stringify(json)}::jsonb`);
      return { stored: true };
    });
    await bare.ready();
  });
  afterAll(() => bare.close());

  it.each([
    ["NUL in text", { text: "a\u0000b" }],
    ["NUL in jsonb", { json: { answer: "a\u0000b" } }],
    ["a lone surrogate in jsonb", { json: { answer: "\ud800" } }],
  ])("answers %s with 400, not 500", async (_, payload) => {
    const response = await bare.inject({ method: "POST", url: "/store", payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: UNSTORABLE_TEXT_MESSAGE });
  });

  it("stores the text people write, and leaves other database errors to be 500s", async () => {
    const text = "مرحبا 🚀 e\u0301\ttab\nline";
    const ok = await bare.inject({
      method: "POST",
      url: "/store",
      payload: { text, json: { text } },
    });
    expect(ok.statusCode).toBe(200);
    const broken = await t.db.execute(sql`select 1 from no_such_table`).catch((error) => error);
    expect(isUnstorableText(broken)).toBe(false);
    const badUuid = await t.db.execute(sql`select ${"x"}::uuid`).catch((error) => error);
    expect(isUnstorableText(badUuid)).toBe(false);
  });
});
