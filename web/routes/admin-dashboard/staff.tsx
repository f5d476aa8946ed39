import { tabMeta } from "../../features/admin/shell/console-meta";
import { StaffTab } from "../../features/admin/staff/staff-tab";

export const meta = tabMeta("staff");

export default function Tab() {
  return <StaffTab />;
}
