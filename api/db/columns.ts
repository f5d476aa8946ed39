import { type SQL, sql } from "drizzle-orm";
import { index, type PgColumn, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { foldSearchTextSql } from "../../core/search-text";

// The columns every table of db/schema/ builds from. Plain text columns rather than pgEnum: the
// allowed values live once in core/constants.ts and are checked by the core schemas, and the SQL
// stays free of schema-qualified types (tests run each file in its own PostgreSQL schema).

export const id = () => uuid("id").primaryKey().defaultRandom();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
export const createdAt = () => at("created_at").notNull().defaultNow();
export const updatedAt = () => at("updated_at").notNull().defaultNow();

/**
 * What the admin list's search looks in: the searchable columns, lower-cased and with Arabic
 * spellings folded (core/search-text.ts) in one generated column with a trigram index (pg_trgm),
 * so `like '%text%'` uses the index.
 */
export const searchText = (expression: string) =>
  text("search_text")
    .notNull()
    .generatedAlwaysAs((): SQL => sql.raw(foldSearchTextSql(expression)));
export const trigramIndex = (name: string, column: PgColumn) =>
  index(name).using("gin", sql`${column} gin_trgm_ops`);
