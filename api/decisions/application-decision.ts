import type { FastifyBaseLogger } from "fastify";
import { isDecisionKind } from "../../core/decision-clock";
import type { PitchOnDecision } from "../../core/pitch-slots";
import type { Application, ApplicationStatusUpdate } from "../../core/schemas/application";
import { saveEvaluation } from "../applications/evaluation";
import type { Actor } from "../audit/audit-repository";
import type { Database } from "../db/client";
import { notFound } from "../lib/http-error";
import type { Mailer } from "../mail/mailer";
import { notifyFounder } from "../pitch-slots/notify-founder";
import { cancelDecidedPitches, pitchesToSettle } from "../pitch-slots/pitch-on-decision";
import { changeStatus } from "../records/change-status";
import { markFeedbackSent } from "../reviews/decision-feedback-repository";
import type { AdminIdentity } from "../staff/staff-repository";
import { feedbackLines } from "./decision-feedback";
import { markDecisionSent, refuseDecisionBeforeScorecards } from "./decision-gate";

// The decision workflow of an application, as staff move it along in the console: its status or
// its evaluation, what becomes of a pitch still ahead when it is decided, and the founder's mail.

type Deps = { db: Database; mailer: Mailer; log: FastifyBaseLogger; siteUrl: string };

/**
 * One application's status, schedule or evaluation (PATCH /api/apply/update-status). Resolving it,
 * by its status or by saving the evaluation, first settles the pitches still ahead (refused, 409,
 * until staff say what becomes of them); "Notify the founder" sends its mail after the change.
 */
export async function updateApplicationStatus(
  deps: Deps,
  update: ApplicationStatusUpdate,
  admin: AdminIdentity,
): Promise<Application> {
  const { applicationId, status, scheduleDateTime, adminAnswers, notify, changeId, pitch } = update;
  const decision = notify !== undefined && !adminAnswers && isDecisionKind(notify) ? notify : null;
  if (decision) await refuseDecisionBeforeScorecards(deps.db, applicationId);
  const toCancel =
    status === "Resolved" || adminAnswers
      ? await pitchesToSettle(deps.db, [applicationId], pitch)
      : [];
  const application = adminAnswers
    ? await saveEvaluation(deps.db, applicationId, adminAnswers, admin)
    : status &&
      (await changeStatus(
        deps.db,
        "application",
        applicationId,
        { status, scheduleDateTime, changeId },
        admin,
      ));
  if (!application) throw notFound("Application");
  await cancelDecidedPitches(deps, toCancel, admin);
  // A decision mail carries the reviewers' summary an admin approved (docs/product.md, "Feedback
  // in the decision mail").
  const feedback = decision ? await feedbackLines(deps.db, application) : [];
  if (notify && !adminAnswers) await notifyFounder(deps, notify, application, feedback);
  if (decision) {
    const sentAt = new Date();
    await markDecisionSent(deps.db, applicationId, sentAt, decision);
    if (feedback.length > 0) await markFeedbackSent(deps.db, applicationId, sentAt);
  }
  return application;
}

/**
 * The same rule for a bulk change of applications' status: before the change, the pitches to
 * cancel (refused, 409, without a choice); after it, the function that cancels them.
 */
export async function settlePitchesOfBulkChange(
  db: Database,
  applicationIds: string[],
  change: { status?: string | undefined; pitch?: unknown },
) {
  const toCancel =
    change.status === "Resolved"
      ? await pitchesToSettle(db, applicationIds, change.pitch as PitchOnDecision | undefined)
      : [];
  return (deps: Deps, actor: Actor) => cancelDecidedPitches(deps, toCancel, actor);
}
