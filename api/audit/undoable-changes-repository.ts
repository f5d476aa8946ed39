import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { undoableChanges } from "../db/schema/audit";
import { isUniqueViolation } from "../lib/db-errors";
import { HttpError } from "../lib/http-error";

/** One record's values before and after a change (the fields the change touched). */
export type RecordValues = {
  id: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};

/** Whether two sets of values are the same (jsonb keeps its keys in its own order). */
export function sameValues(a: Record<string, unknown> | undefined, b: Record<string, unknown>) {
  if (!a) return false;
  const sorted = (values: Record<string, unknown>) =>
    JSON.stringify(
      Object.keys(values)
        .sort()
        .map((key) => [key, values[key]]),
    );
  return sorted(a) === sorted(b);
}

export type UndoableChange = {
  id: string;
  adminId: string;
  kind: string;
  records: RecordValues[];
  createdAt: Date;
  undoneAt: Date | null;
};

/** Keeps what a change did, under the id the console gave it (a second use of the id is refused). */
export async function saveUndoableChange(
  db: Database,
  change: { id: string; adminId: string; kind: string; records: RecordValues[] },
) {
  try {
    await db.insert(undoableChanges).values(change);
  } catch (error) {
    if (isUniqueViolation(error, "undoable_changes_pkey")) {
      throw new HttpError(409, "This change was already made once.");
    }
    throw error;
  }
}

/** The change, locked until the undo commits, so two undos of one change cannot both run. */
export async function lockUndoableChange(
  db: Database,
  id: string,
): Promise<UndoableChange | undefined> {
  const [row] = await db
    .select()
    .from(undoableChanges)
    .where(eq(undoableChanges.id, id))
    .for("update");
  return row && { ...row, records: row.records as RecordValues[] };
}

export async function markUndone(db: Database, id: string, at: Date) {
  await db.update(undoableChanges).set({ undoneAt: at }).where(eq(undoableChanges.id, id));
}
