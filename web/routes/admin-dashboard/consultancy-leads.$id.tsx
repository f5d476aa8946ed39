import { useOutletContext } from "react-router";
import type { ConsultancyLead } from "../../../core/schemas/lead";
import {
  type ColumnsOutletContext,
  ColumnsRecord,
} from "../../features/admin/lists/columns-record";
import { RecordFromList } from "../../features/admin/lists/record-states";
import { tabMeta } from "../../features/admin/shell/console-meta";

export const meta = tabMeta("consultancy-leads");

/** The lead beside its list: its fields, from the list's own page. */
export default function LeadRecord() {
  const { columns } = useOutletContext<ColumnsOutletContext<ConsultancyLead>>();
  return (
    <RecordFromList<ConsultancyLead> noun="lead">
      {(lead) => <ColumnsRecord item={lead} columns={columns} />}
    </RecordFromList>
  );
}
