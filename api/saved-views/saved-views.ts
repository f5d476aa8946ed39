import type { SavedView, ViewList, ViewSettings } from "../../core/schemas/saved-view";
import type { Database } from "../db/client";
import { isUniqueViolation } from "../lib/db-errors";
import { HttpError, notFound } from "../lib/http-error";
import {
  deleteOwnView,
  findVisibleView,
  insertView,
  updateOwnView,
} from "./saved-views-repository";

// Everyone sees their own views and those shared with the team; only the one who saved a view
// renames, shares or deletes it. A view another person keeps private is not found at all.

/** The unique index of a person's view names on a list (api/db/schema/saved-views.ts). */
const NAME_INDEX = "saved_views_owner_list_name_idx";

const taken = (name: string) =>
  new HttpError(409, `You already have a view named “${name}” on this list.`);

const notYours = () =>
  new HttpError(403, "Only the person who saved this view can rename, share or delete it.");

/** Throws unless the view is the staff member's own: 404 when they cannot see it, 403 when shared by another. */
async function ownView(db: Database, staffId: string, id: string): Promise<SavedView> {
  const view = await findVisibleView(db, staffId, id);
  if (!view) throw notFound("View");
  if (!view.mine) throw notYours();
  return view;
}

export async function saveView(
  db: Database,
  staffId: string,
  view: { list: ViewList; name: string; shared: boolean; settings: ViewSettings },
): Promise<SavedView> {
  try {
    const id = await insertView(db, staffId, view);
    return (await findVisibleView(db, staffId, id)) as SavedView;
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) throw taken(view.name);
    throw error;
  }
}

export async function changeView(
  db: Database,
  staffId: string,
  id: string,
  change: { name?: string | undefined; shared?: boolean | undefined },
): Promise<SavedView> {
  await ownView(db, staffId, id);
  try {
    await updateOwnView(db, staffId, id, {
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.shared !== undefined ? { shared: change.shared } : {}),
    });
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX) && change.name) throw taken(change.name);
    throw error;
  }
  return (await findVisibleView(db, staffId, id)) as SavedView;
}

export async function removeView(db: Database, staffId: string, id: string): Promise<void> {
  await ownView(db, staffId, id);
  await deleteOwnView(db, staffId, id);
}
