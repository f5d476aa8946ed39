import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { ListQuerySchema, listPageSchema } from "../../core/schemas/list";
import { toCsv } from "../lib/csv";
import { CSV_EXPORT_LIMIT, type ListSource, selectListPage } from "../lists/list-page";

/** One console list over HTTP: where it answers, its wire shape and its CSV columns. */
export type AdminList<Row, Item> = {
  path: string;
  source: ListSource<Row, Item>;
  item: z.ZodType<Item>;
  csvColumns: { header: string; value: (item: Item) => string | number | null | undefined }[];
};

/**
 * Registers `GET {path}` (a page of the list, with total) and `GET {path}.csv` (everything the
 * same search and filter show). Staff-only, like every route that does not declare itself public.
 */
export function registerAdminList<Row, Item>(app: FastifyInstance, list: AdminList<Row, Item>) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    list.path,
    { schema: { querystring: ListQuerySchema, response: { 200: listPageSchema(list.item) } } },
    async (request) => {
      const query = request.query;
      const { rows, total, totalIsEstimate } = await selectListPage(
        app.db,
        list.source,
        query,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return {
        items: rows.map(list.source.toItem),
        total,
        ...(totalIsEstimate ? { totalIsEstimate } : {}),
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  );
  typed.get(
    `${list.path}.csv`,
    { schema: { querystring: ListQuerySchema } },
    async (request, reply) => {
      const { rows } = await selectListPage(
        app.db,
        list.source,
        request.query,
        CSV_EXPORT_LIMIT,
        0,
      );
      const items = rows.map(list.source.toItem);
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
