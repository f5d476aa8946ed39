import type { FastifyReply } from "fastify";
import { toCsv } from "../../core/csv";
import type { AdminList } from "./admin-list-definition";

/** Sends rows of a list as its CSV file, named after the list. */
export function sendCsv<Row, Item>(reply: FastifyReply, list: AdminList<Row, Item>, rows: Row[]) {
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
}
