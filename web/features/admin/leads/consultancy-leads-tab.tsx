import { useSearchParams } from "react-router";
import { formatRupees, paiseFromRupees } from "../../../../core/money";
import type { ConsultancyLead } from "../../../../core/schemas/lead";
import type { ListPage } from "../../../../core/schemas/list";
import { BulkBar } from "../bulk/bulk-bar";
import { SelectRow } from "../bulk/select-row";
import {
  type BulkSelectionHandle,
  filterOfParams,
  useBulkSelection,
} from "../bulk/use-bulk-selection";
import { formatDateTime } from "../format";
import { useVisibleColumns } from "../lists/column-chooser";
import { ListToolbar } from "../lists/list-toolbar";
import { ListView } from "../lists/list-view";
import { type Column, RecordsTable } from "../lists/records-table";

const TEXTS = {
  loading: "Loading ...",
  empty: "No consultancy leads found.",
  error: (message: string | undefined) => `Error: ${message ?? "Something went wrong."}`,
};

const columns = (selection: BulkSelectionHandle): Column<ConsultancyLead>[] => [
  {
    header: "Select",
    hideHeader: true,
    cell: (lead) => <SelectRow selection={selection} id={lead._id} label={lead.name} />,
  },
  { header: "Name", cell: (lead) => lead.name },
  { header: "E-mail", cell: (lead) => lead.email },
  { header: "Startup", cell: (lead) => lead.startup },
  { header: "Stage", cell: (lead) => lead.stage },
  { header: "Location", cell: (lead) => lead.location },
  {
    header: "Investment",
    cell: (lead) => formatRupees(paiseFromRupees(lead.investment)),
    nowrap: true,
  },
  { header: "Hours per day", cell: (lead) => lead.hours },
  { header: "Received", cell: (lead) => formatDateTime(lead.createdAt), nowrap: true },
];

/** Founder-ebook leads (/startup-consultancy-form). */
export function ConsultancyLeadsTab({ page }: { page: Promise<ListPage<ConsultancyLead>> }) {
  const [params] = useSearchParams();
  const filter = filterOfParams(params);
  const selection = useBulkSelection(filter, "consultancy-leads");
  const allColumns = columns(selection);
  const visibleColumns = useVisibleColumns(allColumns);
  return (
    <section aria-labelledby="consultancy-leads-heading">
      <h2 id="consultancy-leads-heading">Consultancy leads</h2>
      <ListToolbar list="consultancy-leads" label="consultancy leads" columns={allColumns} />
      <ListView
        page={page}
        texts={TEXTS}
        header={(loaded) => (
          <BulkBar
            list="consultancy-leads"
            noun={{ one: "consultancy lead", many: "consultancy leads" }}
            filter={filter}
            selection={selection}
            page={loaded}
          />
        )}
      >
        {(leads) => (
          <RecordsTable
            label="Consultancy leads"
            items={leads}
            columns={visibleColumns}
            rowKey={(lead) => lead._id}
          />
        )}
      </ListView>
    </section>
  );
}
