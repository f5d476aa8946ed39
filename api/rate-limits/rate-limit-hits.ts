import { createHash } from "node:crypto";
import { eq, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimitHits } from "../db/schema/rate-limits";

/** Longer keys are kept as their hash: an index entry has a size limit, a forwarded address none. */
const MAX_KEY_LENGTH = 200;
const storedKey = (key: string) =>
  key.length <= MAX_KEY_LENGTH ? key : `sha256 ${createHash("sha256").update(key).digest("hex")}`;

/** The upsert of one hit, built once per database and prepared on each connection. */
function prepareHit(db: Database) {
  const ended = sql`${rateLimitHits.windowEndsAt} <= now()`;
  return db
    .insert(rateLimitHits)
    .values({
      key: sql.placeholder("key"),
      hits: 1,
      windowEndsAt: sql`now() + ${sql.placeholder("windowMs")}::float8 * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitHits.windowEndsAt} end`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      ttl: sql<number>`ceil(extract(epoch from ${rateLimitHits.windowEndsAt} - now()) * 1000)`.mapWith(
        Number,
      ),
    })
    .prepare("rate_limit_hit");
}
// Building drizzle's query on every hit cost five times the node-side CPU of the prepared one.
const preparedHits = new WeakMap<Database, ReturnType<typeof prepareHit>>();

/**
 * The milliseconds left in a window, as the database answered them, within 0 and the window. A
 * hit that waited on the row's lock reads `now()` as its own transaction's start, which can be a
 * few microseconds before the start of the hit that opened the window: on PostgreSQL the window
 * then seemed to end 60,001 ms away in a window of 60,000.
 */
const msLeftOf = (ms: number, windowMs: number) => Math.min(windowMs, Math.max(0, ms));

/**
 * Counts one hit on a key and answers the hits of its current window and the milliseconds left in
 * it. One statement: the row is created, or its window restarted when it has ended, or its count
 * raised, under the row's lock, so hits arriving at once on several API instances are each counted
 * exactly once. Time is the database's clock, the one all instances share.
 */
export async function countRateLimitHit(
  db: Database,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  let hit = preparedHits.get(db);
  if (!hit) {
    hit = prepareHit(db);
    preparedHits.set(db, hit);
  }
  const [row] = await hit.execute({ key: storedKey(key), windowMs });
  if (!row) throw new Error("rate limit upsert returned no row");
  return { current: row.hits, ttl: msLeftOf(row.ttl, windowMs) };
}

/** Removes the counters whose window has ended (a new hit on such a key starts afresh anyway). */
export async function deleteEndedRateLimitWindows(db: Database): Promise<number> {
  const deleted = await db
    .delete(rateLimitHits)
    .where(lte(rateLimitHits.windowEndsAt, sql`now()`))
    .returning({ key: rateLimitHits.key });
  return deleted.length;
}

/**
 * Takes one of a key's `limit` slots in its window (docs/decisions/068-atomic-guess-limits.md): the
 * guess limits reserve a slot before a code is checked, so a guess that gets none is never judged.
 * One conditional upsert, under the row's lock: the row is created, or its window restarted when it
 * has ended, or its count raised only while under the limit. Requests at once, on any instance,
 * therefore take at most `limit` slots in a window. Answers the slot's number (1 to `limit`) and
 * the milliseconds left in the window, or only those milliseconds when every slot is taken.
 */
export async function takeSlot(
  db: Database,
  key: string,
  { limit, windowMs }: { limit: number; windowMs: number },
): Promise<{ slot: number; windowEndsInMs: number } | { retryInMs: number }> {
  const ended = sql`${rateLimitHits.windowEndsAt} <= now()`;
  const msLeft =
    sql<number>`ceil(extract(epoch from ${rateLimitHits.windowEndsAt} - now()) * 1000)`.mapWith(
      Number,
    );
  const [taken] = await db
    .insert(rateLimitHits)
    .values({
      key: storedKey(key),
      hits: 1,
      windowEndsAt: sql`now() + ${windowMs}::float8 * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitHits.windowEndsAt} end`,
      },
      setWhere: sql`${ended} or ${rateLimitHits.hits} < ${limit}`,
    })
    .returning({ hits: rateLimitHits.hits, ms: msLeft });
  if (taken) return { slot: taken.hits, windowEndsInMs: msLeftOf(taken.ms, windowMs) };
  const [full] = await db
    .select({ ms: msLeft })
    .from(rateLimitHits)
    .where(eq(rateLimitHits.key, storedKey(key)));
  return { retryInMs: Math.max(1000, msLeftOf(full?.ms ?? windowMs, windowMs)) };
}

/** Frees a key's slots: a right code ends the count of wrong ones. */
export async function freeSlots(db: Database, key: string) {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, storedKey(key)));
}
