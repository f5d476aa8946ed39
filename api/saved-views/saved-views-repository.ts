import { and, asc, desc, eq, or } from "drizzle-orm";
import type { SavedView, ViewList, ViewSettings } from "../../core/schemas/saved-view";
import type { Database } from "../db/client";
import { savedViews } from "../db/schema/saved-views";
import { adminUsers } from "../db/schema/staff";

type ViewRow = typeof savedViews.$inferSelect & { ownerName: string };

const toSavedView = (row: ViewRow, staffId: string): SavedView => ({
  _id: row.id,
  list: row.list as ViewList,
  name: row.name,
  shared: row.shared,
  settings: row.settings,
  ownerName: row.ownerName,
  mine: row.ownerId === staffId,
  createdAt: row.createdAt.toISOString(),
});

const visibleTo = (staffId: string) =>
  or(eq(savedViews.ownerId, staffId), eq(savedViews.shared, true));

const selectViews = (db: Database) =>
  db
    .select({ ...savedViewsColumns, ownerName: adminUsers.displayName })
    .from(savedViews)
    .innerJoin(adminUsers, eq(adminUsers.id, savedViews.ownerId));

const savedViewsColumns = {
  id: savedViews.id,
  ownerId: savedViews.ownerId,
  list: savedViews.list,
  name: savedViews.name,
  shared: savedViews.shared,
  settings: savedViews.settings,
  createdAt: savedViews.createdAt,
  updatedAt: savedViews.updatedAt,
};

/** A list's views that a staff member sees: their own, then those others share; by name. */
export async function listViews(
  db: Database,
  staffId: string,
  list: ViewList,
): Promise<SavedView[]> {
  const rows = await selectViews(db)
    .where(and(eq(savedViews.list, list), visibleTo(staffId)))
    .orderBy(desc(eq(savedViews.ownerId, staffId)), asc(savedViews.name));
  return rows.map((row) => toSavedView(row, staffId));
}

/** One view, if the staff member may see it. */
export async function findVisibleView(
  db: Database,
  staffId: string,
  id: string,
): Promise<SavedView | undefined> {
  const [row] = await selectViews(db).where(and(eq(savedViews.id, id), visibleTo(staffId)));
  return row && toSavedView(row, staffId);
}

export async function insertView(
  db: Database,
  staffId: string,
  view: { list: ViewList; name: string; shared: boolean; settings: ViewSettings },
): Promise<string> {
  const [row] = await db
    .insert(savedViews)
    .values({ ...view, ownerId: staffId })
    .returning({ id: savedViews.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateOwnView(
  db: Database,
  staffId: string,
  id: string,
  change: { name?: string; shared?: boolean },
): Promise<boolean> {
  const rows = await db
    .update(savedViews)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(savedViews.id, id), eq(savedViews.ownerId, staffId)))
    .returning({ id: savedViews.id });
  return rows.length > 0;
}

export async function deleteOwnView(db: Database, staffId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.ownerId, staffId)))
    .returning({ id: savedViews.id });
  return rows.length > 0;
}
