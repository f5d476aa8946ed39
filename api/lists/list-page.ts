import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  like,
  type SQL,
  sql,
} from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ListQuery, ListSort } from "../../core/schemas/list";
import { foldSearchText } from "../../core/search-text";
import type { Database } from "../db/client";

/** The most rows one CSV export holds. */
export const CSV_EXPORT_LIMIT = 100_000;

type ListTable = PgTable & { createdAt: PgColumn; id: PgColumn };

/** A table the console lists: what search and the status filter look at, and a row's wire shape. */
export type ListSource<Row, Item> = {
  table: ListTable;
  /** The table's folded (core/search-text.ts), trigram-indexed search_text column. */
  searchColumn: AnyColumn;
  statusColumn?: AnyColumn;
  /**
   * Values read beside the row's columns, each a scalar subquery named by its key (the row's field),
   * given the columns to refer to: the table's, or the matched rows' when searching, so they are
   * computed for the page's rows only.
   */
  computed?: (columns: Record<string, PgColumn>) => Record<string, SQL.Aliased>;
  /**
   * Sorts beyond the dates, each by a column, highest first unless it says ascending, rows
   * without a value last.
   */
  sortColumns?: Partial<
    Record<
      Exclude<ListSort, "newest" | "oldest">,
      PgColumn | { column: PgColumn; order: "ascending" }
    >
  >;
  toItem: (row: Row) => Item;
};

/** True when the list can be sorted as asked (every list sorts by date). */
export const sortsBy = <Row, Item>(list: ListSource<Row, Item>, sort: ListSort) =>
  sort === "newest" || sort === "oldest" || list.sortColumns?.[sort] !== undefined;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The condition of a list's search and status filter (none when neither is set). */
export function whereOf<Row, Item>(
  list: ListSource<Row, Item>,
  query: Pick<ListQuery, "q" | "status">,
): SQL | undefined {
  const pattern = query.q ? `%${escapeLike(foldSearchText(query.q))}%` : undefined;
  return and(
    pattern ? like(list.searchColumn, pattern) : undefined,
    query.status && list.statusColumn ? eq(list.statusColumn, query.status) : undefined,
  );
}

/** Up to this many matches a list's total is counted exactly; past it, the planner's estimate. */
export const EXACT_COUNT_LIMIT = 1000;

/** What the console needs of one page: its rows, and the total with whether it is an estimate. */
export type ListPageResult<Row> = { rows: Row[]; total: number; totalIsEstimate: boolean };

/**
 * One page of rows and how many rows the search and filter match.
 * The page: with a search, the planner chooses per term between gathering the matches through the
 * trigram index and sorting the page out of them (a rare term: its estimate shrinks as the term
 * grows) and walking the date index, filtering (a common one). There is no `offset 0` fence:
 * drizzle leaves `.offset(0)` out of the SQL, and the planner's choice measured cheaper than the
 * fence for the bench's search (docs/decisions/004-admin-lists.md, second addendum). Without a
 * search, the date index serves the page. One row more than the page is read, so whether a next page
 * exists is known exactly.
 * The total: exact when the page shows where the list ends, or when a count that stops after
 * EXACT_COUNT_LIMIT + 1 rows stays under it; otherwise the planner's estimate (EXPLAIN), flagged
 * as such, never less than what the page proves. Counting a million rows (or every match of a
 * broad search) on every click was most of a page's cost. Measured: docs/decisions/004-admin-lists.md.
 */
export async function selectListPage<Row, Item>(
  db: Database,
  list: ListSource<Row, Item>,
  query: ListQuery,
  limit: number,
  offset: number,
): Promise<ListPageResult<Row>> {
  const where = whereOf(list, query);
  // The capped count rides along in the page's query (computed once, as an InitPlan): one round trip.
  const cappedCount = sql<number>`(${countUpToQuery(list.table, where, EXACT_COUNT_LIMIT + 1)})`
    .mapWith(Number)
    .as("capped_count");
  const found = await selectRows(db, list, query, where, cappedCount, limit + 1, offset);
  const more = found.length > limit;
  const rows = (more ? found.slice(0, limit) : found).map(
    ({ capped_count: _, ...row }) => row as Row,
  );
  if (!more && (rows.length > 0 || offset === 0)) {
    return { rows, total: offset + rows.length, totalIsEstimate: false };
  }
  // Past the last page no row carries the count: ask for it alone.
  const capped = found[0]?.capped_count ?? (await countAlone(db, list.table, where));
  if (capped <= EXACT_COUNT_LIMIT) return { rows, total: capped, totalIsEstimate: false };
  const estimate = await plannedCount(db, list.table, where);
  const atLeast = Math.max(EXACT_COUNT_LIMIT + 1, more ? offset + limit + 1 : 0);
  return { rows, total: Math.max(estimate, atLeast), totalIsEstimate: true };
}

/** The column a sort beyond the dates orders by, and which way. */
function sortColumnOf<Row, Item>(list: ListSource<Row, Item>, sort: ListSort) {
  if (sort === "newest" || sort === "oldest") return undefined;
  const named = list.sortColumns?.[sort];
  if (!named) return undefined;
  return "order" in named
    ? { column: named.column, direction: "asc" as const }
    : { column: named, direction: "desc" as const };
}

async function selectRows<Row, Item>(
  db: Database,
  list: ListSource<Row, Item>,
  query: ListQuery,
  where: SQL | undefined,
  cappedCount: SQL.Aliased<number>,
  limit: number,
  offset: number,
): Promise<(Row & { capped_count: number })[]> {
  const order = query.sort === "oldest" ? asc : desc;
  const sortBy = sortColumnOf(list, query.sort);
  if (!query.q) {
    const rows = await db
      .select({
        ...getTableColumns(list.table),
        ...list.computed?.(getTableColumns(list.table)),
        capped_count: cappedCount,
      })
      .from(list.table)
      .where(where)
      // id breaks ties between rows created in the same instant, so pages never overlap.
      .orderBy(
        ...(sortBy ? [sql`${sortBy.column} ${sql.raw(sortBy.direction)} nulls last`] : []),
        order(list.table.createdAt),
        order(list.table.id),
      )
      .limit(limit)
      .offset(offset);
    return rows as (Row & { capped_count: number })[];
  }
  const matched = db
    .select(getTableColumns(list.table))
    .from(list.table)
    .where(where)
    .as("matched");
  // The matched rows' fields as the outer query sees them ("matched"."order_id"), as select() takes them.
  const fields = Object.fromEntries(
    Object.keys(matched._.selectedFields).map((key) => [
      key,
      (matched as unknown as Record<string, PgColumn>)[key],
    ]),
  ) as Record<string, PgColumn>;
  const rows = await db
    .select({ ...fields, ...list.computed?.(fields), capped_count: cappedCount })
    .from(matched)
    // Every list table names these columns so; the subquery's typed fields are lost to the generic table.
    .orderBy(
      ...(sortBy ? [sql.raw(`"${sortBy.column.name}" ${sortBy.direction} nulls last`)] : []),
      order(sql.raw('"created_at"')),
      order(sql.raw('"id"')),
    )
    .limit(limit)
    .offset(offset);
  return rows as (Row & { capped_count: number })[];
}

/** The rows with these ids, as the list reads them (newest first): a bulk selection's CSV. */
export async function selectRowsById<Row, Item>(
  db: Database,
  list: ListSource<Row, Item>,
  ids: string[],
): Promise<Row[]> {
  const columns = getTableColumns(list.table);
  const rows = await db
    .select({ ...columns, ...list.computed?.(columns) })
    .from(list.table)
    .where(inArray(list.table.id, ids))
    .orderBy(desc(list.table.createdAt), desc(list.table.id));
  return rows as Row[];
}

/** count(*) of the matches, stopping at `cap`: cheap however many rows match. */
function countUpToQuery(table: ListTable, where: SQL | undefined, cap: number) {
  const condition = where ? sql` where ${where}` : sql``;
  return sql`select count(*) as count from (select 1 from ${table}${condition} limit ${cap}) as capped`;
}

/** count(*) of the matches, stopping after EXACT_COUNT_LIMIT + 1. */
export async function countAlone(db: Database, table: ListTable, where: SQL | undefined) {
  const result = (await db.execute(
    countUpToQuery(table, where, EXACT_COUNT_LIMIT + 1),
  )) as unknown as { rows: { count: number | string }[] };
  return Number(result.rows[0]?.count ?? 0);
}

/** The planner's estimate of how many rows match (EXPLAIN's top "Plan Rows"; no row is read). */
export async function plannedCount(db: Database, table: ListTable, where: SQL | undefined) {
  const condition = where ? sql` where ${where}` : sql``;
  const result = (await db.execute(
    sql`explain (format json) select 1 from ${table}${condition}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const cell = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof cell === "string" ? JSON.parse(cell) : cell) as [
    { Plan: { "Plan Rows": number } },
  ];
  return Math.round(plan[0]?.Plan["Plan Rows"] ?? 0);
}
