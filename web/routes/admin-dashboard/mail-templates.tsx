import { later } from "../../features/admin/lists/loaded";
import {
  type MailTemplatesIntent,
  mailTemplatesAction,
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

/** A template saved, or its default text back; the templates load again. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return mailTemplatesAction((await request.json()) as MailTemplatesIntent);
}

export default function MailTemplates({ loaderData }: Route.ComponentProps) {
  return <MailTemplatesTab templates={loaderData.templates} />;
}
