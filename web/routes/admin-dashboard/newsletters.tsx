import { later } from "../../features/admin/lists/loaded";
import {
  type NewslettersIntent,
  newslettersAction,
} from "../../features/admin/newsletters/newsletters-action";
import { newslettersApi } from "../../features/admin/newsletters/newsletters-api";
import { NewslettersTab } from "../../features/admin/newsletters/newsletters-tab";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/newsletters";
import "../../styles/newsletters.css";

export const meta = tabMeta("newsletters");

/** Every newsletter with its state and counts (docs/decisions/047-mailing-list.md). */
export function clientLoader({ context }: Route.ClientLoaderArgs) {
  requireTab(context, "newsletters");
  return { newsletters: later(newslettersApi.list()) };
}

/** A scheduled newsletter back to draft; the newsletters load again. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return newslettersAction((await request.json()) as NewslettersIntent);
}

export default function Newsletters({ loaderData }: Route.ComponentProps) {
  return <NewslettersTab newsletters={loaderData.newsletters} />;
}
