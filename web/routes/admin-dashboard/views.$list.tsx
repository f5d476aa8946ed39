import type { ViewList } from "../../../core/schemas/saved-view";
import { loadViews, type ViewsIntent, viewsAction } from "../../features/admin/views/views-action";
import type { Route } from "./+types/views.$list";

// The saved views of one list, for the Views menu's fetchers (no screen of its own). The server
// refuses a list it does not know.

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadViews(params.list as ViewList);
}

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  return viewsAction(params.list as ViewList, (await request.json()) as ViewsIntent);
}
