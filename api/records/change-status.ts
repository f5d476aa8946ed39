import type { Application } from "../../core/schemas/application";
import type { BulkSelection } from "../../core/schemas/bulk";
import type { Contact } from "../../core/schemas/contact";
import { SCHEDULE_RULE, scheduleToStore } from "../../core/status-schedule";
import {
  lockApplicationStatuses,
  updateApplicationStatuses,
} from "../applications/applications-repository";
import type { Actor, AuditedEntity } from "../audit/audit-repository";
import { recordAudits } from "../audit/audit-repository";
import { type RecordValues, saveUndoableChange } from "../audit/undoable-changes-repository";
import { lockContactStatuses, updateContactStatuses } from "../contacts/contacts-repository";
import type { Database } from "../db/client";
import { resolveSelection } from "../lists/bulk-selection";
import type { ListSource } from "../lists/list-page";

type Records = { contact: Contact; application: Application };
/** The records whose status staff change (and whose changes go into the audit trail). */
export type StatusRecordKind = keyof Records & AuditedEntity;
type Change = { status: string; scheduleDateTime: Date | null | undefined };
type StatusUpdate = {
  status: string;
  scheduleDateTime?: string | null | undefined;
  /** The schedule goes whatever the rule (a founder cancelled their pitch). */
  clearSchedule?: boolean;
  /** The console's id for the change, kept so staff can undo it (docs/decisions/054-undo.md). */
  changeId?: string | undefined;
};

/**
 * A record's status and schedule as an undo compares and restores them, and an application's
 * founder stage (core/founder-stage.ts), which the change may have moved on.
 */
export type StatusValues = {
  status: string;
  scheduleDateTime: string | null;
  founderStage?: string;
  /** Since when the founder's stage is what it is (the decision clock), given back with it. */
  stageSince?: string;
};
type StatusRow = {
  id: string;
  status: string;
  scheduleDateTime: Date | null;
  founderStage?: string;
  stageSince?: Date;
};
export const valuesOf = (row: Omit<StatusRow, "id">): StatusValues => ({
  status: row.status,
  scheduleDateTime: row.scheduleDateTime?.toISOString() ?? null,
  ...(row.founderStage ? { founderStage: row.founderStage } : {}),
  ...(row.stageSince ? { stageSince: row.stageSince.toISOString() } : {}),
});

/** The status and schedule of records, locked for the rest of the transaction. */
export const LOCK_STATUSES: {
  [Kind in keyof Records]: (db: Database, ids: string[]) => Promise<StatusRow[]>;
} = { contact: lockContactStatuses, application: lockApplicationStatuses };

export const UPDATE: {
  [Kind in keyof Records]: (
    db: Database,
    ids: string[],
    change: Change & { founderStage?: string; stageSince?: Date },
  ) => Promise<Records[Kind][]>;
} = {
  contact: (db, ids, change) =>
    updateContactStatuses(db, ids, {
      status: change.status,
      scheduleDateTime: change.scheduleDateTime ?? null,
    }),
  application: updateApplicationStatuses,
};

/**
 * Staff change the status of contacts or applications: the schedule follows the status
 * (core/status-schedule.ts), and each change and who made it go into that record's audit trail in
 * the same transaction. Answers the records changed (those of the ids that exist).
 */
export async function changeStatuses<Kind extends keyof Records & AuditedEntity>(
  db: Database,
  kind: Kind,
  ids: string[],
  update: StatusUpdate,
  admin: Actor,
): Promise<Records[Kind][]> {
  const schedule = update.clearSchedule
    ? null
    : scheduleToStore(update.status, update.scheduleDateTime, SCHEDULE_RULE[kind]);
  const detail = schedule ? `${update.status} for ${schedule.toISOString()}` : update.status;
  return db.transaction(async (tx) => {
    const before = update.changeId ? await LOCK_STATUSES[kind](tx, ids) : [];
    const updated = await UPDATE[kind](tx, ids, {
      status: update.status,
      scheduleDateTime: schedule,
    });
    if (update.changeId && admin.id) {
      const previous = new Map(before.map((row) => [row.id, valuesOf(row)]));
      const after = new Map(
        (await LOCK_STATUSES[kind](tx, ids)).map((row) => [row.id, valuesOf(row)]),
      );
      const records: RecordValues[] = updated.map((record) => ({
        id: record._id,
        before: previous.get(record._id) ?? {},
        after: after.get(record._id) ?? {},
      }));
      await saveUndoableChange(tx, { id: update.changeId, adminId: admin.id, kind, records });
    }
    await recordAudits(
      tx,
      updated.map((record) => ({
        entityType: kind,
        entityId: record._id,
        action: "status",
        detail,
        admin,
      })),
    );
    return updated;
  });
}

/** One record's status change (the status select, a card moved on the board); undefined when there is no such record. */
export async function changeStatus<Kind extends keyof Records & AuditedEntity>(
  db: Database,
  kind: Kind,
  id: string,
  update: StatusUpdate,
  admin: Actor,
): Promise<Records[Kind] | undefined> {
  const [updated] = await changeStatuses(db, kind, [id], update, admin);
  return updated;
}

/**
 * A bulk status change: the selection is resolved and checked (api/lists/bulk-selection.ts: the
 * filter re-applied, its count and fingerprint compared) and its records changed in one
 * transaction, so either every selected record changes or none does. Answers how many changed.
 */
export async function changeStatusOfSelection<Row, Item, Then>(
  db: Database,
  list: ListSource<Row, Item>,
  kind: keyof Records & AuditedEntity,
  selection: BulkSelection,
  update: StatusUpdate,
  admin: Actor,
  guard?: (tx: Database, ids: string[]) => Promise<Then>,
): Promise<{ changed: number; afterwards: Then | undefined }> {
  return db.transaction(async (tx) => {
    const ids = await resolveSelection(tx, list, selection);
    const afterwards = guard ? await guard(tx, ids) : undefined;
    const changed = await changeStatuses(tx, kind, ids, update, admin);
    return { changed: changed.length, afterwards };
  });
}

/** A bulk status change as the route received it (its guard reads the pitch's fate). */
export type BulkStatusChange = StatusUpdate & { pitch?: string | undefined };
