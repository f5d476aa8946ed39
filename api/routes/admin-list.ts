import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ListQuerySchema, type ListSort, listPageSchema } from "../../core/schemas/list";
import { HttpError } from "../lib/http-error";
import { CSV_EXPORT_LIMIT, selectListPage, sortsBy } from "../lists/list-page";
import { ADMINS_ONLY_MESSAGE, adminOf } from "../plugins/auth";
import { registerBulkActions } from "./admin-list-bulk";
import { type AdminList, listName } from "./admin-list-definition";
import { sendCsv } from "./list-csv";

/**
 * Registers `GET {path}` (a page of the list, with total) and `GET {path}.csv` (everything the
 * same search and filter show), and the bulk actions when asked. Staff-only, like every route that
 * does not declare itself public; admin-only unless the list opens its pages to reviewers.
 */
export function registerAdminList<Row, Item>(app: FastifyInstance, list: AdminList<Row, Item>) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    list.path,
    {
      config: { reviewers: list.reviewers === true },
      schema: {
        summary: `A page of the ${listName(list.path)}: search, filter, sort`,
        querystring: ListQuerySchema,
        response: { 200: listPageSchema(list.item) },
      },
    },
    async (request) => {
      const query = request.query;
      refuseUnknownSort(list, query.sort);
      const viewer = adminOf(request);
      const reviewer = viewer.role === "reviewer" ? list.forReviewers : undefined;
      if (reviewer?.sortsForAdmins.includes(query.sort))
        throw new HttpError(403, ADMINS_ONLY_MESSAGE);
      const { rows, total, totalIsEstimate } = await selectListPage(
        app.db,
        list.source,
        query,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      const items = rows.map(list.source.toItem);
      return {
        items: reviewer ? await reviewer.items(app.db, items, viewer) : items,
        total,
        ...(totalIsEstimate ? { totalIsEstimate } : {}),
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  );
  typed.get(
    `${list.path}.csv`,
    {
      schema: {
        summary: `The ${listName(list.path)} as CSV, with the same filter`,
        querystring: ListQuerySchema,
      },
    },
    async (request, reply) => {
      refuseUnknownSort(list, request.query.sort);
      const { rows } = await selectListPage(
        app.db,
        list.source,
        request.query,
        CSV_EXPORT_LIMIT,
        0,
      );
      return sendCsv(reply, list, rows);
    },
  );
  if (list.bulk) registerBulkActions(app, list, list.bulk);
}

function refuseUnknownSort<Row, Item>(list: AdminList<Row, Item>, sort: ListSort) {
  if (!sortsBy(list.source, sort))
    throw new HttpError(400, `Sort: this list cannot be sorted by ${sort}`);
}
