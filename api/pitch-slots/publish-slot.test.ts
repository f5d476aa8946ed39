import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { HttpError } from "../lib/http-error";
import { openTestDatabase } from "../test/database";
import { listSlots } from "./pitch-slots-repository";
import { publishSlot } from "./publish-slot";

// Publishing pitch slots against a real database (PGlite, or PostgreSQL with DATABASE_URL, where
// the ten requests below run on their own connections): a representative is in one pitch at a time.

describe("publishing a pitch slot", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("publishes one of ten overlapping slots of one representative sent at once", async () => {
    const startsAt = new Date(Math.floor((Date.now() + 9 * 86_400_000) / 60_000) * 60_000);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        publishSlot(database.db, {
          startsAt: new Date(startsAt.getTime() + index * 60_000).toISOString(),
          durationMinutes: 30,
          representativeName: "Reem Al Mansoori",
          representativeEmail: index % 2 ? "REEM@nakhla.example" : "reem@nakhla.example",
        }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") {
        expect(result.reason).toBeInstanceOf(HttpError);
        expect(result.reason).toMatchObject({ statusCode: 409 });
      }
    }
    const reems = (await listSlots(database.db, new Date())).filter(
      (slot) => slot.representativeName === "Reem Al Mansoori",
    );
    expect(reems).toHaveLength(1);
  });
});
