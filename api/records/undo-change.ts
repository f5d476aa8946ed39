import { UNDO_WINDOW_MINUTES } from "../../core/schemas/undo";
import { type Actor, recordAudits } from "../audit/audit-repository";
import {
  lockUndoableChange,
  markUndone,
  type RecordValues,
  sameValues,
} from "../audit/undoable-changes-repository";
import type { Database } from "../db/client";
import { HttpError, notFound } from "../lib/http-error";
import { LOCK_STATUSES, type StatusValues, UPDATE, valuesOf } from "./change-status";
import { restoreTaskFields, TASK_KINDS, taskChangedSince, taskFieldsOf } from "./task-changes";

export const ALREADY_UNDONE = "This change has already been undone.";
export const TOO_LATE = `Too late to undo: a change can be undone for ${UNDO_WINDOW_MINUTES} minutes.`;
export const changedSince = (count: number, total: number) =>
  total === 1
    ? "It was changed again since, so nothing was undone."
    : `${count} of them were changed again since, so nothing was undone.`;

/**
 * Staff undo a change they made (docs/decisions/054-undo.md): every record it changed gets back
 * exactly the values it had before, in one transaction, each with an "undo" line in its history.
 * Only the person who made it, once, within the window, and only if nobody changed those records
 * since (else nothing is undone: 409). Answers how many records were put back.
 */
export async function undoChange(
  db: Database,
  changeId: string,
  admin: Actor,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const change = await lockUndoableChange(tx, changeId);
    if (!change || change.adminId !== admin.id) throw notFound("Change");
    if (change.undoneAt) throw new HttpError(409, ALREADY_UNDONE);
    if (now.getTime() - change.createdAt.getTime() > UNDO_WINDOW_MINUTES * 60_000) {
      throw new HttpError(409, TOO_LATE);
    }
    const { records } = change;
    if (change.kind === "contact" || change.kind === "application") {
      await undoStatuses(tx, change.kind, records, admin);
    } else if (TASK_KINDS.includes(change.kind)) {
      const moved = await taskChangedSince(tx, change.kind, records);
      if (moved > 0) throw new HttpError(409, changedSince(moved, records.length));
      await restoreTaskFields(tx, change.kind, records);
      await recordAudits(
        tx,
        records.map((record) => ({
          entityType: "task",
          entityId: record.id,
          action: "undo",
          detail: `Undone: ${describeFields(taskFieldsOf(record.before))}`,
          admin,
        })),
      );
    } else {
      throw notFound("Change");
    }
    await markUndone(tx, changeId, now);
    return records.length;
  });
}

async function undoStatuses(
  tx: Database,
  kind: "contact" | "application",
  records: RecordValues[],
  admin: Actor,
) {
  const current = await LOCK_STATUSES[kind](
    tx,
    records.map((record) => record.id),
  );
  const now = new Map(current.map((row) => [row.id, valuesOf(row)]));
  const moved = records.filter((record) => !sameValues(now.get(record.id), record.after)).length;
  if (moved > 0) throw new HttpError(409, changedSince(moved, records.length));
  // One update per set of values before: a bulk change from one status is one statement.
  const groups = new Map<string, { values: StatusValues; ids: string[] }>();
  for (const record of records) {
    const values = record.before as StatusValues;
    const key = JSON.stringify(values);
    const group = groups.get(key) ?? { values, ids: [] };
    group.ids.push(record.id);
    groups.set(key, group);
  }
  for (const { values, ids } of groups.values()) {
    await UPDATE[kind](tx, ids, {
      status: values.status,
      scheduleDateTime: values.scheduleDateTime ? new Date(values.scheduleDateTime) : null,
      ...(values.founderStage ? { founderStage: values.founderStage } : {}),
      ...(values.stageSince ? { stageSince: new Date(values.stageSince) } : {}),
    });
  }
  await recordAudits(
    tx,
    records.map((record) => ({
      entityType: kind,
      entityId: record.id,
      action: "undo",
      detail: `Undone: back to ${describeFields(record.before)}`,
      admin,
    })),
  );
}

/** "Pending", "Scheduled for 2026-05-25T10:30:00.000Z", "assignee Layla, deadline 2026-06-01". */
function describeFields(values: Record<string, unknown>): string {
  if (typeof values.status === "string" && "scheduleDateTime" in values) {
    return values.scheduleDateTime
      ? `${values.status} for ${values.scheduleDateTime}`
      : values.status;
  }
  return Object.entries(values)
    .map(([field, value]) => `${field} ${String(value)}`)
    .join(", ");
}
