import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { at } from "../columns";

/**
 * The public write rate limits' counters, shared by every API instance on the database: one row per
 * route and client IP, counting the hits of its current window (api/plugins/rate-limit-store.ts).
 * The guess limits keep their slots here too, one row per account, link and address, or address
 * (`takeSlot` in api/rate-limits/rate-limit-hits.ts; docs/decisions/068-atomic-guess-limits.md).
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    windowEndsAt: at("window_ends_at").notNull(),
  },
  // The clean-up deletes ended windows.
  (table) => [index("rate_limit_hits_window_ends_at_idx").on(table.windowEndsAt)],
);
