import type { Application } from "../../core/schemas/application";
import type { Contact } from "../../core/schemas/contact";
import { SCHEDULE_RULE, scheduleToStore } from "../../core/status-schedule";
import { updateApplication } from "../applications/applications-repository";
import type { AuditedEntity } from "../audit/audit-repository";
import { recordAudit } from "../audit/audit-repository";
import { updateContactStatus } from "../contacts/contacts-repository";
import type { Database } from "../db/client";
import type { AdminIdentity } from "../staff/staff-repository";

type Records = { contact: Contact; application: Application };
type Change = { status: string; scheduleDateTime: Date | null | undefined };

const UPDATE: {
  [Kind in keyof Records]: (
    db: Database,
    id: string,
    change: Change,
  ) => Promise<Records[Kind] | undefined>;
} = {
  contact: (db, id, change) =>
    updateContactStatus(db, id, {
      status: change.status,
      scheduleDateTime: change.scheduleDateTime ?? null,
    }),
  application: updateApplication,
};

/**
 * A staff member changes a contact's or an application's status: the schedule follows the status
 * (core/status-schedule.ts), and the change and who made it go into the record's audit trail in
 * the same transaction. Undefined when there is no such record.
 */
export async function changeStatus<Kind extends keyof Records & AuditedEntity>(
  db: Database,
  kind: Kind,
  id: string,
  update: { status: string; scheduleDateTime?: string | null | undefined },
  admin: AdminIdentity,
): Promise<Records[Kind] | undefined> {
  const schedule = scheduleToStore(update.status, update.scheduleDateTime, SCHEDULE_RULE[kind]);
  return db.transaction(async (tx) => {
    const updated = await UPDATE[kind](tx, id, {
      status: update.status,
      scheduleDateTime: schedule,
    });
    if (!updated) return undefined;
    await recordAudit(tx, {
      entityType: kind,
      entityId: id,
      action: "status",
      detail: schedule ? `${update.status} for ${schedule.toISOString()}` : update.status,
      admin,
    });
    return updated;
  });
}
