import { sentAsJson } from "../../features/admin/actions";
import { later } from "../../features/admin/lists/loaded";
import {
  type MailTemplatesIntent,
  resetTemplate,
  saveTemplate,
} from "../../features/admin/mail-templates/mail-templates-action";
import { mailTemplatesApi } from "../../features/admin/mail-templates/mail-templates-api";
import { MailTemplatesTab } from "../../features/admin/mail-templates/mail-templates-tab";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/mail-templates";

export const meta = tabMeta("mail-templates");

/** The founder's pipeline e-mails, as staff edited them or by default. */
export function clientLoader({ context }: Route.ClientLoaderArgs) {
  requireTab(context, "mail-templates");
  return { templates: later(mailTemplatesApi.list()) };
}

/** A template's form saved, or its default text back (sent as JSON); the templates load again. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  if (sentAsJson(request)) return resetTemplate((await request.json()) as MailTemplatesIntent);
  return saveTemplate(await request.formData());
}

export default function MailTemplates({ loaderData }: Route.ComponentProps) {
  return <MailTemplatesTab templates={loaderData.templates} />;
}
