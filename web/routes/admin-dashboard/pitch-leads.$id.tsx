import { useOutletContext } from "react-router";
import type { PitchLead } from "../../../core/schemas/lead";
import {
  type ColumnsOutletContext,
  ColumnsRecord,
} from "../../features/admin/lists/columns-record";
import { RecordFromList } from "../../features/admin/lists/record-states";
import { tabMeta } from "../../features/admin/shell/console-meta";

export const meta = tabMeta("pitch-leads");

/** The lead beside its list: its fields, from the list's own page. */
export default function LeadRecord() {
  const { columns } = useOutletContext<ColumnsOutletContext<PitchLead>>();
  return (
    <RecordFromList<PitchLead> noun="lead">
      {(lead) => <ColumnsRecord item={lead} columns={columns} />}
    </RecordFromList>
  );
}
