import { matchingConflicts } from "../../core/conflicts";
import type { Conflicts, DeclaredConflictInput } from "../../core/schemas/conflicts";
import { recordAudit } from "../audit/audit-repository";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import type { AdminIdentity } from "../staff/staff-repository";
import {
  conflictSubjectOf,
  conflictsOf,
  recusalOf,
  replaceConflicts,
} from "./conflicts-repository";
import { nextForReviewer, setAside } from "./review-queue";

// Conflicts of interest (docs/product.md, "Conflicts of interest"): a staff member's declarations,
// and the rule that keeps a conflicted reviewer out of an application's review: they cannot score
// it, read its scorecards, or (a reviewer) open it at all, and the review queue passes it by.

export async function declaredConflicts(db: Database, staffId: string): Promise<Conflicts> {
  return { conflicts: await conflictsOf(db, staffId) };
}

type Declared = Awaited<ReturnType<typeof conflictsOf>>;
type Subject = NonNullable<Awaited<ReturnType<typeof conflictSubjectOf>>>;

/** The reason a declaration matching the application gives, or null when none does. */
function declaredReason(declared: Declared, subject: Subject): string | null {
  const [match] = matchingConflicts(declared, subject);
  return match
    ? `You declared a conflict of interest with ${match.name}: ${subject.startupName} is not yours to review.`
    : null;
}

export async function declareConflicts(
  db: Database,
  staff: AdminIdentity,
  conflicts: DeclaredConflictInput[],
): Promise<Conflicts> {
  await replaceConflicts(db, staff.id, conflicts);
  return declaredConflicts(db, staff.id);
}

/**
 * Why the staff member may not review the application, in a sentence, or null: a declaration
 * that matches it (core/conflicts.ts), or their own recusal. Null for an unknown application.
 */
export async function conflictWith(
  db: Database,
  staffId: string,
  applicationId: string,
): Promise<string | null> {
  const [subject, declared, recusal] = await Promise.all([
    conflictSubjectOf(db, applicationId),
    conflictsOf(db, staffId),
    recusalOf(db, staffId, applicationId),
  ]);
  if (!subject) return null;
  if (recusal) return `You recused yourself from reviewing ${subject.startupName}.`;
  return declaredReason(declared, subject);
}

/** Refuses (403, with the reason) a staff member with a conflict with the application. */
export async function refuseWhenConflicted(
  db: Database,
  staff: AdminIdentity,
  applicationId: string,
) {
  const reason = await conflictWith(db, staff.id, applicationId);
  if (reason) throw new HttpError(403, reason);
}

/** A recusal's line in the application's history: who stood aside, and why. */
export const recordRecusal = (
  db: Database,
  staff: AdminIdentity,
  applicationId: string,
  note: string,
) =>
  recordAudit(db, {
    entityType: "application",
    entityId: applicationId,
    action: "Reviewer recused",
    detail: note ? `${staff.name}: ${note}` : staff.name,
    admin: { id: staff.id, name: staff.name },
  });

/** How many conflicted applications one call of the queue sets aside before it answers. */
const QUEUE_PASSES = 25;

/**
 * The reviewer's next application that is not in conflict with them: one the queue offers that a
 * declaration matches is set aside as a conflict, with the declaration as its note (so it stays
 * out of their queue and their progress counts it), and the queue asked again.
 */
export async function nextWithoutConflicts(db: Database, reviewerId: string) {
  // Read once: most reviewers declare nothing, and their queue then costs nothing more. A recusal
  // needs no look here: it is a set-aside, which the queue passes by itself.
  const declared = await conflictsOf(db, reviewerId);
  for (let pass = 0; pass < QUEUE_PASSES; pass++) {
    const next = await nextForReviewer(db, reviewerId);
    if (!next.next || declared.length === 0) return next;
    const subject = await conflictSubjectOf(db, next.next._id);
    const reason = subject ? declaredReason(declared, subject) : null;
    if (!reason) return next;
    await setAside(db, {
      applicationId: next.next._id,
      reviewerId,
      reason: "conflict",
      note: reason,
    });
  }
  return nextForReviewer(db, reviewerId);
}
