import { formatRupees, paiseFromRupees } from "../../../../core/money";
import type { ConsultancyLead } from "../../../../core/schemas/lead";
import { formatDateTime } from "../format";
import { ListToolbar } from "../lists/list-toolbar";
import { ListView } from "../lists/list-view";
import { type Column, RecordsTable } from "../lists/records-table";
import { useAdminList } from "../lists/use-admin-list";

const TEXTS = {
  loading: "Loading ...",
  empty: "No consultancy leads found.",
  error: (message: string | undefined) => `Error: ${message ?? "Something went wrong."}`,
};

const COLUMNS: Column<ConsultancyLead>[] = [
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
export function ConsultancyLeadsTab() {
  const { state, query } = useAdminList("consultancy-leads");
  return (
    <section aria-labelledby="consultancy-leads-heading">
      <h2 id="consultancy-leads-heading">Consultancy leads</h2>
      <ListToolbar list="consultancy-leads" label="consultancy leads" query={query} />
      <ListView state={state} texts={TEXTS}>
        {(leads) => (
          <RecordsTable
            label="Consultancy leads"
            items={leads}
            columns={COLUMNS}
            rowKey={(lead) => lead._id}
          />
        )}
      </ListView>
    </section>
  );
}
