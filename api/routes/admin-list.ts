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
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { type ListQuery, ListQuerySchema, listPageSchema } from "../../core/schemas/list";
import type { Database } from "../db/client";
import { toCsv } from "../lib/csv";

/** The most rows one CSV export holds. */
export const CSV_EXPORT_LIMIT = 100_000;

type ListTable = PgTable & { createdAt: PgColumn; id: PgColumn };

/** One admin list: its table, what search and the status filter look at, and its wire shape. */
export type AdminList<Row, Item> = {
  path: string;
  table: ListTable;
  /** The table's lower-cased, trigram-indexed search_text column. */
  searchColumn: AnyColumn;
  statusColumn?: AnyColumn;
  item: z.ZodType<Item>;
  toItem: (row: Row) => Item;
  csvColumns: { header: string; value: (item: Item) => string | number | null | undefined }[];
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function whereOf<Row, Item>(
  list: AdminList<Row, Item>,
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
async function selectPage<Row, Item>(
  db: Database,
  list: AdminList<Row, Item>,
  query: ListQuery,
  limit: number,
  offset: number,
) {
  const order = query.sort === "oldest" ? asc : desc;
  const where = whereOf(list, query);
  if (!query.q) {
    const [rows, total] = await Promise.all([
      db
        .select()
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
  const found = await db
    .select()
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

/**
 * Registers `GET {path}` (a page of the list, with total) and `GET {path}.csv` (everything the
 * same search and filter show), both for signed-in admins only.
 */
export function registerAdminList<Row, Item>(app: FastifyInstance, list: AdminList<Row, Item>) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    list.path,
    {
      schema: { querystring: ListQuerySchema, response: { 200: listPageSchema(list.item) } },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await selectPage(
        app.db,
        list,
        query,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return { items: rows.map(list.toItem), total, page: query.page, pageSize: query.pageSize };
    },
  );
  typed.get(
    `${list.path}.csv`,
    { schema: { querystring: ListQuerySchema } },
    async (request, reply) => {
      const { rows } = await selectPage(app.db, list, request.query, CSV_EXPORT_LIMIT, 0);
      const items = rows.map(list.toItem);
      const csv = toCsv(
        list.csvColumns.map((column) => column.header),
        items.map((item) => list.csvColumns.map((column) => column.value(item))),
      );
      const name = list.path.split("/").pop();
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}.csv"`)
        .send(csv);
    },
  );
}
