import type { Memo, MemoFields } from "../../core/schemas/deal-memo";
import type { Database } from "../db/client";
import { HttpError, notFound } from "../lib/http-error";
import { reportScorecard } from "../reviews/report-scorecard";
import { lockApplication } from "../reviews/scorecards-repository";
import type { AdminIdentity } from "../staff/staff-repository";
import {
  applicationOf,
  insertMemo,
  latestMemo,
  type MemoRow,
  memoVersions,
  toMemoVersion,
  updateMemo,
} from "./memos-repository";

export const lockedMessage = (version: number) =>
  `Version ${version} has been shared and is locked. Start version ${version + 1} to change the memo.`;
export const draftMessage = (version: number) =>
  `Version ${version} is not shared yet: change it instead of starting a new one.`;

/** The scorecards' summary as the memo shows it: every submitted scorecard, as an admin sees them. */
async function scorecardNow(db: Database, applicationId: string, admin: AdminIdentity) {
  const summary = await reportScorecard(db, applicationId, admin);
  if (!summary) throw new Error("an admin sees every scorecard");
  return summary;
}

async function requireApplication(db: Database, applicationId: string) {
  const application = await applicationOf(db, applicationId);
  if (!application) throw notFound("Application");
  return application;
}

/** Every version of the application's memo, and the scorecards as they are now. */
export async function memoOf(
  db: Database,
  applicationId: string,
  admin: AdminIdentity,
): Promise<Memo> {
  await requireApplication(db, applicationId);
  const versions = await memoVersions(db, applicationId);
  return {
    versions: versions.map(toMemoVersion),
    scorecard: await scorecardNow(db, applicationId, admin),
  };
}

const editOf = async (
  db: Database,
  applicationId: string,
  fields: MemoFields,
  admin: AdminIdentity,
) => ({
  ...fields,
  scorecard: await scorecardNow(db, applicationId, admin),
  editedById: admin.id,
  editedByName: admin.name,
});

/**
 * Saves the memo's draft: the latest version while it is not shared (version 1 when there is
 * none), its scorecard summary taken again. A shared version is locked: 409.
 */
export async function saveMemoDraft(
  db: Database,
  applicationId: string,
  fields: MemoFields,
  admin: AdminIdentity,
): Promise<Memo> {
  await requireApplication(db, applicationId);
  await db.transaction(async (tx) => {
    // One writer of an application's memo at a time: the application's row lock.
    await lockApplication(tx, applicationId);
    const latest = await latestMemo(tx, applicationId);
    const edit = await editOf(
      tx,
      applicationId,
      { ...fields, changeNote: latest?.changeNote ?? "" },
      admin,
    );
    if (!latest) await insertMemo(tx, applicationId, 1, edit);
    else if (latest.sharedAt) throw new HttpError(409, lockedMessage(latest.version));
    else
      await updateMemo(tx, latest.id, {
        ...edit,
        changeNote: fields.changeNote || latest.changeNote,
      });
  });
  return memoOf(db, applicationId, admin);
}

/** Starts the next version from a shared one, with what changed; the draft must be shared first. */
export async function startMemoVersion(
  db: Database,
  applicationId: string,
  fields: MemoFields,
  admin: AdminIdentity,
): Promise<Memo> {
  await requireApplication(db, applicationId);
  if (!fields.changeNote) throw new HttpError(400, "Change note: Say what changed in this version");
  await db.transaction(async (tx) => {
    await lockApplication(tx, applicationId);
    const latest: MemoRow | undefined = await latestMemo(tx, applicationId);
    if (!latest) throw new HttpError(409, "There is no memo yet: save its first version.");
    if (!latest.sharedAt) throw new HttpError(409, draftMessage(latest.version));
    await insertMemo(
      tx,
      applicationId,
      latest.version + 1,
      await editOf(tx, applicationId, fields, admin),
    );
  });
  return memoOf(db, applicationId, admin);
}
