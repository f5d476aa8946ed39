import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { rateLimitHits } from "../db/schema/rate-limits";
import { countRateLimitHit, deleteEndedRateLimitWindows } from "../rate-limits/rate-limit-hits";
import { openTestDatabase } from "../test/database";
import { build, postJson, testConfig } from "../test/helpers";

describe("public write rate limits kept in the database", () => {
  let database: DatabaseHandle;
  let first: App;
  let second: App;

  beforeAll(async () => {
    database = await openTestDatabase();
    // Two API instances on one database, as several servers on one PostgreSQL.
    const config = testConfig({ PUBLIC_WRITE_RATE_LIMIT: "3" });
    // Shared as on PostgreSQL, on either database: the store's SQL is the same on both.
    first = await buildApp({ config, database, sharedRateLimits: true });
    second = await buildApp({ config, database, sharedRateLimits: true });
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await database?.close();
  });

  it("counts one client's writes across instances: the limit is reached at 3, not 3 per instance", async () => {
    const statuses = [];
    for (const [i, app] of [first, second, first, second, first].entries()) {
      const response = await postJson(app, "/api/newsletter/subscribe", {
        email: `shared${i}@example.com`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = await postJson(second, "/api/newsletter/subscribe", {
      email: "late@example.com",
    });
    expect(limited.json().message).toMatch(
      /^Too many requests\. Please try again in ([1-9]|[1-5]\d|60) seconds\.$/,
    );
    // Each route keeps its own count.
    expect((await postJson(first, "/api/newsletter/subscribe", {})).statusCode).toBe(429);
    expect((await postJson(second, "/api/leads", {})).statusCode).toBe(400);
  });

  it("counts hits that arrive at once each exactly once", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => countRateLimitHit(database.db, "at-once", 60_000)),
    );
    expect(results.map((result) => result.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    for (const { ttl } of results) {
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
  });

  it("starts a new window once the last one has ended, and the clean-up removes only ended windows", async () => {
    await countRateLimitHit(database.db, "ended", 60_000);
    await countRateLimitHit(database.db, "ended", 60_000);
    await countRateLimitHit(database.db, "live", 60_000);
    const endWindow = (key: string) =>
      database.db
        .update(rateLimitHits)
        .set({ windowEndsAt: sql`now() - interval '1 second'` })
        .where(eq(rateLimitHits.key, key));
    await endWindow("ended");
    expect(await countRateLimitHit(database.db, "ended", 60_000)).toMatchObject({ current: 1 });
    expect(await countRateLimitHit(database.db, "live", 60_000)).toMatchObject({ current: 2 });

    await endWindow("ended");
    await deleteEndedRateLimitWindows(database.db);
    const keys = await database.db
      .select({ key: rateLimitHits.key })
      .from(rateLimitHits)
      .where(sql`${rateLimitHits.key} in ('ended', 'live')`);
    expect(keys).toEqual([{ key: "live" }]);
  });

  it("counts a client whatever its forwarded address, however long, without failing the request", async () => {
    // Behind a proxy the address is whatever X-Forwarded-For says; an index entry has a size limit.
    const { app, close } = await build(
      { TRUST_PROXY: "true", PUBLIC_WRITE_RATE_LIMIT: "2" },
      { sharedRateLimits: true },
    );
    try {
      const headers = { "x-forwarded-for": `client-${randomBytes(3000).toString("hex")}` };
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const response = await app.inject({
          method: "POST",
          url: "/api/newsletter/subscribe",
          headers,
          payload: { email: `long${i}@example.com` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await close();
    }
  });

  it("keeps the counts in the database on PostgreSQL and in the process on the embedded database, with the same limit", async () => {
    const { app, db, close } = await build({ PUBLIC_WRITE_RATE_LIMIT: "2" });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const response = await postJson(app, "/api/newsletter/subscribe", {
          email: `where${i}@example.com`,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      const counted = await db
        .select({ hits: rateLimitHits.hits })
        .from(rateLimitHits)
        .where(sql`${rateLimitHits.key} like 'POST /api/newsletter/subscribe %'`);
      expect(counted).toEqual(database.driver === "postgres" ? [{ hits: 3 }] : []);
    } finally {
      await close();
    }
  });
});
