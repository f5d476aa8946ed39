import type { z } from "zod";
import type {
  BulkExportSchema,
  BulkSelectionSummarySchema,
  BulkStatusResultSchema,
  bulkStatusChangeSchema,
  ListFilter,
} from "../../../../core/schemas/bulk";
import { api } from "../../../lib/api";
import type { ListName } from "../admin-api";

const auth = { auth: true } as const;

/** The lists with bulk actions (api/routes/admin-list-bulk.ts), and those of them with a status. */
export type BulkListName = Extract<
  ListName,
  "applications" | "contacts" | "pitch-leads" | "consultancy-leads"
>;
type BulkStatusChange = z.input<ReturnType<typeof bulkStatusChangeSchema<string>>>;

const filterQuery = (filter: ListFilter) => {
  const query = new URLSearchParams();
  if (filter.q) query.set("q", filter.q);
  if (filter.status) query.set("status", filter.status);
  return query;
};

/** The console's bulk calls: a filter's selection, the CSV of a selection, a status change. */
export const bulkApi = {
  selection: (list: BulkListName, filter: ListFilter) =>
    api.get<typeof BulkSelectionSummarySchema>(
      `/api/admin/${list}/bulk/selection?${filterQuery(filter)}`,
      auth,
    ),
  exportCsv: (list: BulkListName, body: z.input<typeof BulkExportSchema>) =>
    api.blob(`/api/admin/${list}/bulk/export`, { ...auth, body }),
  changeStatus: (list: "applications" | "contacts", body: BulkStatusChange) =>
    api.post<typeof BulkStatusResultSchema>(`/api/admin/${list}/bulk/status`, body, auth),
};
