import { APPEAL_MAIL_TEXTS } from "../../core/appeal-mail-texts";
import { languageOf } from "../../core/languages";
import type { AppealDecisionInput, AppealView } from "../../core/schemas/appeals";
import {
  APPEAL_DECIDED,
  appealFor,
  appealPageLink,
  type Deps,
  mailFounder,
  NO_APPEAL,
} from "../appeals/appeals";
import { appealSubject, findAppeal, storeAppealDecision } from "../appeals/appeals-repository";
import { recordAudit } from "../audit/audit-repository";
import { HttpError, notFound } from "../lib/http-error";
import { changeStatus } from "../records/change-status";
import type { AdminIdentity } from "../staff/staff-repository";

// An appeal's outcome (docs/decisions/084-appeals.md): a decision on the application again, so it
// lives with the decision workflow; overturning it puts the application back in review.

/**
 * The admin's outcome: upheld (the decline stands) or overturned (the application goes back to
 * "In Discussion" for review). The founder gets it by mail, with the admin's words, and on their page.
 */
export async function decideAppeal(
  deps: Deps,
  applicationId: string,
  admin: AdminIdentity,
  input: AppealDecisionInput,
  now: Date,
): Promise<AppealView> {
  const { db } = deps;
  const subject = await appealSubject(db, applicationId);
  if (!subject) throw notFound("Application");
  const row = await findAppeal(db, applicationId);
  if (!row) throw new HttpError(404, NO_APPEAL);
  const decided = await db.transaction(async (tx) => {
    const stored = await storeAppealDecision(tx, applicationId, {
      outcome: input.outcome,
      outcomeText: input.text,
      decidedBy: admin.name,
      decidedAt: now,
    });
    if (stored) {
      await recordAudit(tx, {
        entityType: "application",
        entityId: applicationId,
        action: input.outcome === "upheld" ? "Appeal upheld" : "Appeal overturned",
        detail: input.text,
        admin: { id: admin.id, name: admin.name },
      });
    }
    return stored;
  });
  if (!decided) throw new HttpError(409, APPEAL_DECIDED);
  if (input.outcome === "overturned") {
    await changeStatus(db, "application", applicationId, { status: "In Discussion" }, admin);
  }
  const texts = APPEAL_MAIL_TEXTS[languageOf(subject.language)].decided;
  await mailFounder(deps, subject, {
    kind: "appeal-decided",
    subject: texts.subject(subject.startupName),
    lines: [
      input.outcome === "upheld" ? texts.upheld : texts.overturned,
      "",
      input.text,
      "",
      texts.page(await appealPageLink(deps, subject)),
    ],
  });
  return appealFor(db, applicationId, admin, now);
}
