import type { FundingInterest } from "../../../core/schemas/funding-interest";
import { FundingInterestDetails } from "../../features/admin/funding-interest/funding-interest-tab";
import { RecordFromList } from "../../features/admin/lists/record-states";
import { tabMeta } from "../../features/admin/shell/console-meta";

export const meta = tabMeta("funding-interest");

/** The record beside its list: what was sent, from the list's own page. */
export default function Record() {
  return (
    <RecordFromList<FundingInterest> noun="record">
      {(interest) => <FundingInterestDetails interest={interest} />}
    </RecordFromList>
  );
}
