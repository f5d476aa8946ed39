import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { ListQuerySchema, type ListSort, listPageSchema } from "../../core/schemas/list";
import { HttpError } from "../lib/http-error";
import { CSV_EXPORT_LIMIT, type ListSource, selectListPage, sortsBy } from "../lists/list-page";
import { ADMINS_ONLY_MESSAGE, adminOf } from "../plugins/auth";
import type { StatusRecordKind } from "../records/change-status";
import type { AdminIdentity } from "../staff/staff-repository";
import { registerBulkActions } from "./admin-list-bulk";
import { sendCsv } from "./list-csv";

/** One console list over HTTP: where it answers, its wire shape and its CSV columns. */
export type AdminList<Row, Item> = {
  path: string;
  source: ListSource<Row, Item>;
  item: z.ZodType<Item>;
  csvColumns: { header: string; value: (item: Item) => string | number | null | undefined }[];
  /**
   * Bulk actions on selected records (api/routes/admin-list-bulk.ts): the selection's count and
   * CSV, and, given the record kind and its statuses, a status change for all of them.
   */
  bulk?: { status?: { kind: StatusRecordKind; statuses: readonly [string, ...string[]] } };
  /** Reviewers may read the pages too (the CSV export stays for admins: docs/product.md §5.2). */
  reviewers?: boolean;
  /**
   * What a reviewer may not have yet: sorts that would reveal it (refused with 403), and the page's
   * items as they may see them (docs/decisions/020-scorecards.md: no scores before your own).
   */
  forReviewers?: {
    sortsForAdmins: readonly ListSort[];
    items: (db: FastifyInstance["db"], items: Item[], viewer: AdminIdentity) => Promise<Item[]>;
  };
};

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
      schema: { querystring: ListQuerySchema, response: { 200: listPageSchema(list.item) } },
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
    { schema: { querystring: ListQuerySchema } },
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
