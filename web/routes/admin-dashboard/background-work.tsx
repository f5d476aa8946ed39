import {
  type BackgroundWorkIntent,
  backgroundWorkAction,
  loadBackgroundWork,
} from "../../features/admin/background-work/background-work-action";
import { BackgroundWorkTab } from "../../features/admin/background-work/background-work-tab";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/background-work";

export const meta = tabMeta("background-work");

/** The failed jobs and the mails not delivered, each list at the page the URL asks for. */
export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  requireTab(context, "background-work");
  return loadBackgroundWork(request);
}

/** A retry of a job or a mail. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return backgroundWorkAction((await request.json()) as BackgroundWorkIntent);
}

export default function BackgroundWork({ loaderData }: Route.ComponentProps) {
  return <BackgroundWorkTab {...loaderData} />;
}
