import { MailTemplatesTab } from "../../features/admin/mail-templates/mail-templates-tab";
import { tabMeta } from "../../features/admin/shell/console-meta";

export const meta = tabMeta("mail-templates");

export default function Tab() {
  return <MailTemplatesTab />;
}
