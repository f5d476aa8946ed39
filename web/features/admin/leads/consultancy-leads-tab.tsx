import { formatRupees, paiseFromRupees } from "../../../../core/money";
import type { ConsultancyLead } from "../../../../core/schemas/lead";
import type { ListPage } from "../../../../core/schemas/list";
import { formatDateTime } from "../format";
import type { Column } from "../lists/records-table";
import { LeadsTab } from "./leads-tab";

const TEXTS = {
  loading: "Loading ...",
  empty: "No consultancy leads found.",
  error: (message: string | undefined) => `Error: ${message ?? "Something went wrong."}`,
};

const COLUMNS: Column<ConsultancyLead>[] = [
  { header: "Name", opens: true, cell: (lead) => <bdi>{lead.name}</bdi> },
  { header: "E-mail", cell: (lead) => lead.email },
  { header: "Startup", cell: (lead) => <bdi>{lead.startup}</bdi> },
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
  return (
    <LeadsTab
      page={page}
      list="consultancy-leads"
      title="Consultancy leads"
      noun={{ one: "consultancy lead", many: "consultancy leads" }}
      texts={TEXTS}
      columns={COLUMNS}
    />
  );
}
