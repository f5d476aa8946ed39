import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { formatCount } from "../../core/counts";
import {
  BulkExportSchema,
  BulkSelectionSummarySchema,
  BulkStatusResultSchema,
  bulkStatusChangeSchema,
  ListFilterSchema,
} from "../../core/schemas/bulk";
import { resolveSelection, summarizeSelection } from "../lists/bulk-selection";
import { selectRowsById } from "../lists/list-page";
import { adminOf } from "../plugins/auth";
import { changeStatusOfSelection } from "../records/change-status";
import { type AdminList, listName } from "./admin-list-definition";
import { sendCsv } from "./list-csv";

/**
 * `GET {path}/bulk/selection` (how many records a filter matches, and their fingerprint),
 * `POST {path}/bulk/export` (the CSV of a selection) and, for a list with a status,
 * `POST {path}/bulk/status`. A selection is explicit ids, or the filter with the count and
 * fingerprint the client confirmed, re-applied and checked here (api/lists/bulk-selection.ts).
 */
export function registerBulkActions<Row, Item>(
  app: FastifyInstance,
  list: AdminList<Row, Item>,
  bulk: NonNullable<AdminList<Row, Item>["bulk"]>,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    `${list.path}/bulk/selection`,
    {
      schema: {
        summary: `Count a selection of ${listName(list.path)}`,
        querystring: ListFilterSchema,
        response: { 200: BulkSelectionSummarySchema },
      },
    },
    async (request) => summarizeSelection(app.db, list.source, request.query),
  );
  typed.post(
    `${list.path}/bulk/export`,
    {
      schema: {
        summary: `Export a selection of ${listName(list.path)} as CSV`,
        body: BulkExportSchema,
      },
    },
    async (request, reply) => {
      const rows = await app.db.transaction(async (tx) => {
        const ids = await resolveSelection(tx, list.source, request.body.selection);
        return selectRowsById(tx, list.source, ids);
      });
      return sendCsv(reply, list, rows);
    },
  );
  const status = bulk.status;
  if (!status) return;
  typed.post(
    `${list.path}/bulk/status`,
    {
      schema: {
        summary: `Change the status of a selection of ${listName(list.path)}`,
        body: bulkStatusChangeSchema(status.statuses),
        response: { 200: BulkStatusResultSchema },
      },
    },
    async (request) => {
      const { selection, ...update } = request.body;
      const admin = adminOf(request);
      const { guard } = status;
      const { changed, afterwards } = await changeStatusOfSelection(
        app.db,
        list.source,
        status.kind,
        selection,
        update,
        admin,
        guard && ((tx, ids) => guard(tx, ids, update)),
      );
      await afterwards?.(admin);
      const records = changed === 1 ? "record" : "records";
      return {
        changed,
        message: `${formatCount(changed)} ${records} set to ${update.status}.`,
      };
    },
  );
}
