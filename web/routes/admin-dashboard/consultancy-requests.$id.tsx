import type { ConsultancyRequest } from "../../../core/schemas/consultancy-request";
import { ConsultancyRequestDetails } from "../../features/admin/consultancy-requests/consultancy-requests-tab";
import { RecordFromList } from "../../features/admin/lists/record-states";
import { tabMeta } from "../../features/admin/shell/console-meta";

export const meta = tabMeta("consultancy-requests");

/** The record beside its list: the request's answers, from the list's own page. */
export default function Record() {
  return (
    <RecordFromList<ConsultancyRequest> noun="request">
      {(request) => <ConsultancyRequestDetails request={request} />}
    </RecordFromList>
  );
}
