import { useOutletContext } from "react-router";
import type { ConsultancyRequest } from "../../../core/schemas/consultancy-request";
import { ConsultancyRequestDetails } from "../../features/admin/consultancy-requests/consultancy-requests-tab";
import { tabMeta } from "../../features/admin/shell/console-meta";

export const meta = tabMeta("consultancy-requests");

/** The record open in its list: the request's answers, from the list's own page. */
export default function Record() {
  return <ConsultancyRequestDetails request={useOutletContext<ConsultancyRequest>()} />;
}
