import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  like,
  type SQL,
  sql,
} from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ListQuery } from "../../core/schemas/list";
import type { Database } from "../db/client";

/** The most rows one CSV export holds. */
export const CSV_EXPORT_LIMIT = 100_000;

type ListTable = PgTable & { createdAt: PgColumn; id: PgColumn };

/** A table the console lists: what search and the status filter look at, and a row's wire shape. */
export type ListSource<Row, Item> = {
  table: ListTable;
  /** The table's lower-cased, trigram-indexed search_text column. */
  searchColumn: AnyColumn;
  statusColumn?: AnyColumn;
  /**
   * Values read beside the row's columns, each a scalar subquery named by its key (the row's field),
   * given the columns to refer to: the table's, or the matched rows' when searching, so they are
   * computed for the page's rows only.
   */
  computed?: (columns: Record<string, PgColumn>) => Record<string, SQL.Aliased>;
  toItem: (row: Row) => Item;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function whereOf<Row, Item>(
  list: ListSource<Row, Item>,
  query: Pick<ListQuery, "q" | "status">,
): SQL | undefined {
  const pattern = query.q ? `%${escapeLike(query.q.toLowerCase())}%` : undefined;
  return and(
    pattern ? like(list.searchColumn, pattern) : undefined,
    query.status && list.statusColumn ? eq(list.statusColumn, query.status) : undefined,
  );
}

/**
 * One page of rows and how many rows the search and filter match.
 * With a search, the matches are gathered first through the trigram index (`offset 0` keeps the
 * planner from walking the date index over every row instead) and counted in the same pass; the
 * page is then sorted out of them. Without one, the date index serves the page and a count runs
 * beside it. Measured on 100,000 rows: docs/decisions/004-admin-lists.md.
 */
export async function selectListPage<Row, Item>(
  db: Database,
  list: ListSource<Row, Item>,
  query: ListQuery,
  limit: number,
  offset: number,
) {
  const order = query.sort === "oldest" ? asc : desc;
  const where = whereOf(list, query);
  if (!query.q) {
    const [rows, total] = await Promise.all([
      db
        .select({
          ...getTableColumns(list.table),
          ...list.computed?.(getTableColumns(list.table)),
        })
        .from(list.table)
        .where(where)
        // id breaks ties between rows created in the same instant, so pages never overlap.
        .orderBy(order(list.table.createdAt), order(list.table.id))
        .limit(limit)
        .offset(offset),
      db.$count(list.table, where),
    ]);
    return { rows: rows as Row[], total };
  }
  const matched = db
    .select({
      ...getTableColumns(list.table),
      total: sql<number>`count(*) over ()`.mapWith(Number).as("total"),
    })
    .from(list.table)
    .where(where)
    .offset(0)
    .as("matched");
  // The matched rows' fields as the outer query sees them ("matched"."order_id"), as select() takes them.
  const fields = Object.fromEntries(
    Object.keys(matched._.selectedFields).map((key) => [
      key,
      (matched as unknown as Record<string, PgColumn>)[key],
    ]),
  ) as Record<string, PgColumn> & { total: SQL.Aliased<number> };
  const found = await db
    .select({ ...fields, ...list.computed?.(fields) })
    .from(matched)
    // Every list table names these columns so; the subquery's typed fields are lost to the generic table.
    .orderBy(order(sql.raw('"created_at"')), order(sql.raw('"id"')))
    .limit(limit)
    .offset(offset);
  // Past the last page no row carries the count: ask for it alone.
  const total = found[0]?.total ?? (offset > 0 ? await db.$count(list.table, where) : 0);
  const rows = found.map(({ total: _, ...row }) => row as Row);
  return { rows, total };
}
