import { adminApi } from "../../features/admin/admin-api";
import {
  type ApplicationsIntent,
  applicationsAction,
} from "../../features/admin/applications/applications-action";
import { ApplicationsTab } from "../../features/admin/applications/applications-tab";
import { ApplicationsBoardTab } from "../../features/admin/board/applications-board-tab";
import { loadBoard } from "../../features/admin/board/board-data";
import { layoutOf } from "../../features/admin/board/layout-switch";
import { listQuery } from "../../features/admin/lists/list-query";
import { later } from "../../features/admin/lists/loaded";
import { skipDraftSaves } from "../../features/admin/reviews/review-action";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/applications";

export const meta = tabMeta("applications");

/** The page of applications the URL asks for, or the board's columns (?layout=board). */
export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  requireTab(context, "applications");
  const params = new URL(request.url).searchParams;
  return layoutOf(params) === "board"
    ? { layout: "board" as const, columns: loadBoard(params) }
    : { layout: "list" as const, page: later(adminApi.list("applications", listQuery(request))) };
}

export const shouldRevalidate = skipDraftSaves;

/** An application's status (a row's select, a card moved), or many at once. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return applicationsAction((await request.json()) as ApplicationsIntent);
}

export default function Applications({ loaderData }: Route.ComponentProps) {
  return loaderData.layout === "board" ? (
    <ApplicationsBoardTab columns={loaderData.columns} />
  ) : (
    <ApplicationsTab page={loaderData.page} />
  );
}
