import type { AdminAnswers, Application } from "../../core/schemas/application";
import { EVALUATION_TOPICS } from "../../core/scorecard";
import { recordAudit } from "../audit/audit-repository";
import type { Database } from "../db/client";
import type { AdminIdentity } from "../staff/staff-repository";
import { updateApplication } from "./applications-repository";

/** Blank answers are left out, so the report shows only the topics staff wrote about. */
const answered = (answers: AdminAnswers): AdminAnswers =>
  Object.fromEntries(Object.entries(answers).filter(([, text]) => text && text.trim() !== ""));

/**
 * Submitting the evaluation stores the answers and resolves the application (docs/product.md, section 5.4), with
 * an audit row saying how many topics were answered. Undefined when there is no such application.
 */
export async function saveEvaluation(
  db: Database,
  applicationId: string,
  adminAnswers: AdminAnswers,
  admin: AdminIdentity,
): Promise<Application | undefined> {
  const answers = answered(adminAnswers);
  return db.transaction(async (tx) => {
    const updated = await updateApplication(tx, applicationId, {
      status: "Resolved",
      adminAnswers: answers,
    });
    if (!updated) return undefined;
    await recordAudit(tx, {
      entityType: "application",
      entityId: applicationId,
      action: "evaluation",
      detail: `Evaluation saved (${Object.keys(answers).length} of ${EVALUATION_TOPICS.length} topics); status Resolved`,
      admin,
    });
    return updated;
  });
}
