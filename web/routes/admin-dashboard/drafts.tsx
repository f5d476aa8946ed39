import { DraftFunnelTab } from "../../features/admin/drafts/draft-funnel-tab";
import { tabMeta } from "../../features/admin/shell/console-meta";

export const meta = tabMeta("drafts");

export default function Tab() {
  return <DraftFunnelTab />;
}
