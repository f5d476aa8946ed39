import { useOutletContext } from "react-router";
import type { FundingInterest } from "../../../core/schemas/funding-interest";
import { FundingInterestDetails } from "../../features/admin/funding-interest/funding-interest-tab";
import { tabMeta } from "../../features/admin/shell/console-meta";

export const meta = tabMeta("funding-interest");

/** The record open in its list: what was sent, from the list's own page. */
export default function Record() {
  return <FundingInterestDetails interest={useOutletContext<FundingInterest>()} />;
}
