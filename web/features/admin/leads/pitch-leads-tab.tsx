import { Outlet, useSearchParams } from "react-router";
import type { PitchLead } from "../../../../core/schemas/lead";
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
  loading: "Loading leads...",
  empty: "No leads found.",
  error: (message: string | undefined) => message ?? "Failed to fetch leads",
};

const columns = (selection: BulkSelectionHandle): Column<PitchLead>[] => [
  {
    header: "Select",
    hideHeader: true,
    cell: (lead) => <SelectRow selection={selection} id={lead._id} label={lead.name} />,
  },
  { header: "Name", opens: true, cell: (lead) => lead.name },
  { header: "E-mail", cell: (lead) => lead.email },
  { header: "Role", cell: (lead) => lead.role },
  { header: "Location", cell: (lead) => lead.location },
  { header: "Received", cell: (lead) => formatDateTime(lead.createdAt), nowrap: true },
];

/** Handbook leads (/test-8). */
export function PitchLeadsTab({ page }: { page: Promise<ListPage<PitchLead>> }) {
  const [params] = useSearchParams();
  const filter = filterOfParams(params);
  const selection = useBulkSelection(filter, "pitch-leads");
  const allColumns = columns(selection);
  const visibleColumns = useVisibleColumns(allColumns);
  const open = useOpenRecord();
  return (
    <section aria-labelledby="pitch-leads-heading">
      <ListWithRecord
        noun="pitch leads"
        open={open}
        list={
          <>
            <h2 id="pitch-leads-heading">Pitch leads</h2>
            <ListToolbar list="pitch-leads" label="pitch leads" columns={allColumns} />
            <ListView
              page={page}
              texts={TEXTS}
              header={(loaded) => (
                <BulkBar
                  list="pitch-leads"
                  noun={{ one: "pitch lead", many: "pitch leads" }}
                  filter={filter}
                  selection={selection}
                  page={loaded}
                />
              )}
            >
              {(leads) => (
                <RecordsTable
                  label="Pitch leads"
                  items={leads}
                  columns={visibleColumns}
                  rowKey={(lead) => lead._id}
                  opensRecords
                />
              )}
            </ListView>
          </>
        }
        // The open lead's route (pitch-leads.$id.tsx): its row's fields, one under another.
        record={
          <Outlet
            context={{ page, columns: allColumns } satisfies ColumnsOutletContext<PitchLead>}
          />
        }
      />
    </section>
  );
}
