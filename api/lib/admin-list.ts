import { type AnyColumn, and, asc, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { type ListQuery, ListQuerySchema, listPageSchema } from "../../core/schemas/list";
import type { Database } from "../db/client";
import { toCsv } from "./csv";

/** The most rows one CSV export holds. */
export const CSV_EXPORT_LIMIT = 100_000;

type ListTable = PgTable & { createdAt: PgColumn; id: PgColumn };

/** One admin list: its table, what search and the status filter look at, and its wire shape. */
export type AdminList<Row, Item> = {
  path: string;
  table: ListTable;
  searchColumns: AnyColumn[];
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
  const pattern = query.q ? `%${escapeLike(query.q)}%` : undefined;
  return and(
    pattern ? or(...list.searchColumns.map((column) => ilike(column, pattern))) : undefined,
    query.status && list.statusColumn ? eq(list.statusColumn, query.status) : undefined,
  );
}

async function selectRows<Row, Item>(
  db: Database,
  list: AdminList<Row, Item>,
  query: ListQuery,
  limit: number,
  offset: number,
) {
  const order = query.sort === "oldest" ? asc : desc;
  const rows = await db
    .select()
    .from(list.table)
    .where(whereOf(list, query))
    // id breaks ties between rows created in the same instant, so pages never overlap.
    .orderBy(order(list.table.createdAt), order(list.table.id))
    .limit(limit)
    .offset(offset);
  return rows as Row[];
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
      onRequest: app.requireAdmin,
      schema: { querystring: ListQuerySchema, response: { 200: listPageSchema(list.item) } },
    },
    async (request) => {
      const query = request.query;
      const [rows, total] = await Promise.all([
        selectRows(app.db, list, query, query.pageSize, (query.page - 1) * query.pageSize),
        app.db.$count(list.table, whereOf(list, query)),
      ]);
      return { items: rows.map(list.toItem), total, page: query.page, pageSize: query.pageSize };
    },
  );
  typed.get(
    `${list.path}.csv`,
    { onRequest: app.requireAdmin, schema: { querystring: ListQuerySchema } },
    async (request, reply) => {
      const rows = await selectRows(app.db, list, request.query, CSV_EXPORT_LIMIT, 0);
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
