import type { PitchLead } from "../../../../core/schemas/lead";
import { formatDateTime } from "../format";
import { ListToolbar } from "../lists/list-toolbar";
import { ListView } from "../lists/list-view";
import { type Column, RecordsTable } from "../lists/records-table";
import { useAdminList } from "../lists/use-admin-list";

const TEXTS = {
  loading: "Loading leads...",
  empty: "No leads found.",
  error: (message: string | undefined) => message ?? "Failed to fetch leads",
};

const COLUMNS: Column<PitchLead>[] = [
  { header: "Name", cell: (lead) => lead.name },
  { header: "E-mail", cell: (lead) => lead.email },
  { header: "Role", cell: (lead) => lead.role },
  { header: "Location", cell: (lead) => lead.location },
  { header: "Received", cell: (lead) => formatDateTime(lead.createdAt), nowrap: true },
];

/** Handbook leads (/test-8). */
export function PitchLeadsTab() {
  const { state, query } = useAdminList("pitch-leads");
  return (
    <section aria-labelledby="pitch-leads-heading">
      <h2 id="pitch-leads-heading">Pitch leads</h2>
      <ListToolbar list="pitch-leads" label="pitch leads" query={query} />
      <ListView state={state} texts={TEXTS}>
        {(leads) => (
          <RecordsTable
            label="Pitch leads"
            items={leads}
            columns={COLUMNS}
            rowKey={(lead) => lead._id}
          />
        )}
      </ListView>
    </section>
  );
}
