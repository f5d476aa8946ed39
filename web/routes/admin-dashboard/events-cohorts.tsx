import { tabMeta } from "../../features/admin/shell/console-meta";
import { SiteContentTab } from "../../features/admin/site-content/site-content-tab";

export const meta = tabMeta("events-cohorts");

export default function Tab() {
  return <SiteContentTab />;
}
