import type { PitchLead } from "../../../../core/schemas/lead";
import type { ListPage } from "../../../../core/schemas/list";
import { formatDateTime } from "../format";
import type { Column } from "../lists/records-table";
import { LeadsTab } from "./leads-tab";

const TEXTS = {
  loading: "Loading leads...",
  empty: "No leads found.",
  error: (message: string | undefined) => message ?? "Failed to fetch leads",
};

const COLUMNS: Column<PitchLead>[] = [
  { header: "Name", opens: true, cell: (lead) => <bdi>{lead.name}</bdi> },
  { header: "E-mail", cell: (lead) => lead.email },
  { header: "Role", cell: (lead) => lead.role },
  { header: "Location", cell: (lead) => lead.location },
  { header: "Received", cell: (lead) => formatDateTime(lead.createdAt), nowrap: true },
];

/** Handbook leads (/test-8). */
export function PitchLeadsTab({ page }: { page: Promise<ListPage<PitchLead>> }) {
  return (
    <LeadsTab
      page={page}
      list="pitch-leads"
      title="Pitch leads"
      noun={{ one: "pitch lead", many: "pitch leads" }}
      texts={TEXTS}
      columns={COLUMNS}
    />
  );
}
