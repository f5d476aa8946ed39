import { Outlet, useSearchParams } from "react-router";
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
import type { ColumnsOutletContext } from "../lists/columns-record";
import { ListToolbar } from "../lists/list-toolbar";
import { ListView } from "../lists/list-view";
import { ListWithRecord } from "../lists/record-pane";
import { type Column, RecordsTable } from "../lists/records-table";
import { useOpenRecord } from "../lists/use-open-record";

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
  { header: "Name", opens: true, cell: (lead) => lead.name },
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
  const open = useOpenRecord();
  return (
    <section aria-labelledby="consultancy-leads-heading">
      <ListWithRecord
        noun="consultancy leads"
        open={open}
        list={
          <>
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
                  opensRecords
                />
              )}
            </ListView>
          </>
        }
        // The open lead's route (consultancy-leads.$id.tsx): its row's fields, one under another.
        record={
          <Outlet
            context={{ page, columns: allColumns } satisfies ColumnsOutletContext<ConsultancyLead>}
          />
        }
      />
    </section>
  );
}
