import { BackgroundWorkTab } from "../../features/admin/background-work/background-work-tab";
import { tabMeta } from "../../features/admin/shell/console-meta";

export const meta = tabMeta("background-work");

export default function Tab() {
  return <BackgroundWorkTab />;
}
