import { searchRecords } from "../../features/admin/palette/palette-search";
import { canAdminister } from "../../features/admin/signed-in-staff";
import { staffContext } from "../../features/admin/staff-session";
import type { Route } from "./+types/search";

// What the command palette's search finds, for its fetcher (no screen of its own). The server
// decides what each person may read; an admin is also offered contacts and staff.

export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const searched = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  return searchRecords(searched, canAdminister(context.get(staffContext)), request.signal);
}
