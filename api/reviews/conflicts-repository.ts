import { and, asc, eq } from "drizzle-orm";
import type { DeclaredConflictInput } from "../../core/schemas/conflicts";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { reviewSetAsides, staffConflicts } from "../db/schema/reviews";

/** A staff member's declarations, oldest first. */
export const conflictsOf = (db: Database, staffId: string) =>
  db
    .select({
      _id: staffConflicts.id,
      kind: staffConflicts.kind,
      name: staffConflicts.name,
      domain: staffConflicts.domain,
    })
    .from(staffConflicts)
    .where(eq(staffConflicts.staffId, staffId))
    .orderBy(asc(staffConflicts.createdAt), asc(staffConflicts.id));

/** Replaces a staff member's declarations with `conflicts`, in one transaction. */
export async function replaceConflicts(
  db: Database,
  staffId: string,
  conflicts: DeclaredConflictInput[],
) {
  await db.transaction(async (tx) => {
    await tx.delete(staffConflicts).where(eq(staffConflicts.staffId, staffId));
    // One statement, each row a millisecond apart, so the list keeps the order it was given in.
    const start = Date.now();
    if (conflicts.length > 0) {
      await tx.insert(staffConflicts).values(
        conflicts.map((conflict, index) => ({
          staffId,
          kind: conflict.kind,
          name: conflict.name,
          domain: conflict.domain || null,
          createdAt: new Date(start + index),
        })),
      );
    }
  });
}

/** What an application offers to the matching: its startup's name, website and founder's address. */
export async function conflictSubjectOf(db: Database, applicationId: string) {
  const [row] = await db
    .select({
      startupName: applications.startupName,
      website: applications.website,
      email: applications.email,
    })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row ?? null;
}

/** The reviewer's recusal from the application (a set-aside for a conflict), if any. */
export async function recusalOf(db: Database, staffId: string, applicationId: string) {
  const [row] = await db
    .select({ note: reviewSetAsides.note, createdAt: reviewSetAsides.createdAt })
    .from(reviewSetAsides)
    .where(
      and(
        eq(reviewSetAsides.reviewerId, staffId),
        eq(reviewSetAsides.applicationId, applicationId),
        eq(reviewSetAsides.reason, "conflict"),
      ),
    );
  return row ?? null;
}
