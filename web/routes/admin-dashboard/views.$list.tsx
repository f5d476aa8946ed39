import type { ViewList } from "../../../core/schemas/saved-view";
import { sentAsJson } from "../../features/admin/actions";
import {
  loadViews,
  type ViewsIntent,
  viewFormAction,
  viewsAction,
} from "../../features/admin/views/views-action";
import type { Route } from "./+types/views.$list";

// The saved views of one list, for the Views menu's fetchers (no screen of its own). The server
// refuses a list it does not know.

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadViews(params.list as ViewList);
}

/** A view saved or renamed by its form (form data), or shared, unshared or deleted (JSON). */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  if (sentAsJson(request)) {
    return viewsAction((await request.json()) as ViewsIntent);
  }
  return viewFormAction(params.list as ViewList, await request.formData());
}
