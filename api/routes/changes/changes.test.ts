import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "../../applications/applications-repository";
import { createContact } from "../../contacts/contacts-repository";
import { applications } from "../../db/schema/applications";
import { auditEvents, undoableChanges } from "../../db/schema/audit";
import { createTask } from "../../tasks/tasks-repository";
import { loginAsAdmin } from "../../test/admin";
import { aContact, anApplication } from "../../test/factories";
import { useTestApp } from "../../test/helpers";

const PAYMENT = { paymentId: null, couponCode: null, finalPrice: 0, partnerName: null };

describe("undoing a change made in the console", () => {
  const t = useTestApp();
  let headers: { authorization: string };
  let otherAdmin: { authorization: string };

  beforeAll(async () => {
    headers = (await loginAsAdmin(t.app, t.db, { name: "Samira Haddad" })).headers;
    otherAdmin = (await loginAsAdmin(t.app, t.db, { name: "Imran Qadri", username: "imran" }))
      .headers;
  });

  const anApp = async (startupName: string) =>
    (await createApplication(t.db, anApplication({ startupName }), PAYMENT))._id;
  const send = (method: "POST" | "PATCH" | "PUT", url: string, payload?: object, as = headers) =>
    t.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
  const undo = (changeId: string, as = headers) =>
    send("POST", `/api/admin/changes/${changeId}/undo`, undefined, as);
  const rows = async (ids: string[]) =>
    new Map(
      (
        await t.db
          .select({
            id: applications.id,
            status: applications.status,
            schedule: applications.scheduleDateTime,
          })
          .from(applications)
          .where(inArray(applications.id, ids))
      ).map((row) => [
        row.id,
        { status: row.status, schedule: row.schedule?.toISOString() ?? null },
      ]),
    );
  const historyOf = async (id: string) =>
    (await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id))).map(
      (event) => `${event.action}: ${event.detail}`,
    );

  it("puts three applications back to their own earlier statuses and schedules after a bulk change", async () => {
    const ids = await Promise.all(["Undo Alpha", "Undo Beta", "Undo Gamma"].map(anApp));
    const [pending = "", scheduled = "", discussed = ""] = ids;
    const slot = "2026-12-07T10:30:00+04:00";
    expect(
      (
        await send("PATCH", "/api/apply/update-status", {
          applicationId: scheduled,
          status: "Scheduled",
          scheduleDateTime: slot,
        })
      ).statusCode,
    ).toBe(200);
    await send("PATCH", "/api/apply/update-status", {
      applicationId: discussed,
      status: "In Discussion",
    });
    const before = await rows(ids);

    const changeId = randomUUID();
    const bulk = await send("POST", "/api/admin/applications/bulk/status", {
      selection: { kind: "ids", ids },
      status: "Resolved",
      changeId,
    });
    expect(bulk.statusCode).toBe(200);
    expect([...(await rows(ids)).values()].map((row) => row.status)).toEqual([
      "Resolved",
      "Resolved",
      "Resolved",
    ]);

    const undone = await undo(changeId);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ undone: 3, message: "Undone: 3 records are as before." });
    expect(await rows(ids)).toEqual(before);
    expect(before.get(scheduled)).toEqual({
      status: "Scheduled",
      schedule: "2026-12-07T06:30:00.000Z",
    });
    expect(await historyOf(scheduled)).toContain(
      "undo: Undone: back to Scheduled for 2026-12-07T06:30:00.000Z",
    );
    expect(await historyOf(pending)).toContain("undo: Undone: back to Pending");

    // Once only.
    const again = await undo(changeId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This change has already been undone.");
  });

  it("undoes nothing when a record was changed again since, and says so", async () => {
    const [first, second] = await Promise.all(["Undo Delta", "Undo Epsilon"].map(anApp));
    const ids = [first, second] as string[];
    const changeId = randomUUID();
    await send("POST", "/api/admin/applications/bulk/status", {
      selection: { kind: "ids", ids },
      status: "In Discussion",
      changeId,
    });
    await send("PATCH", "/api/apply/update-status", { applicationId: second, status: "Resolved" });

    const refused = await undo(changeId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "1 of them were changed again since, so nothing was undone.",
    );
    const now = await rows(ids);
    expect(now.get(first as string)?.status).toBe("In Discussion");
    expect(now.get(second as string)?.status).toBe("Resolved");
  });

  it("undoes a contact's status for its author only, within the window", async () => {
    const contact = await createContact(t.db, aContact({ name: "Undo Contact" }));
    const changeId = randomUUID();
    const changed = await send("PATCH", "/api/contact/update-status", {
      contactId: contact._id,
      status: "In Process",
      scheduleDateTime: null,
      changeId,
    });
    expect(changed.statusCode).toBe(200);

    // Someone else's change is not theirs to undo.
    expect((await undo(changeId, otherAdmin)).statusCode).toBe(404);
    // A reused id is refused, not stored twice.
    const reused = await send("PATCH", "/api/contact/update-status", {
      contactId: contact._id,
      status: "Resolved",
      scheduleDateTime: null,
      changeId,
    });
    expect(reused.statusCode).toBe(409);

    await t.db
      .update(undoableChanges)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(undoableChanges.id, changeId));
    const late = await undo(changeId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("Too late to undo: a change can be undone for 15 minutes.");
  });

  it("puts a task's assignee and deadline back", async () => {
    const task = await createTask(t.db, {
      title: "Prepare the cohort brief",
      deadline: "2026-12-01",
      assignedTo: "Layla",
      status: "Pending",
      hoursRequired: 3,
    });
    const changeId = randomUUID();
    const changed = await send("PUT", `/api/todo/${task._id}`, {
      title: task.title,
      deadline: "2026-12-15",
      assignedTo: "Omar",
      status: "Pending",
      hoursRequired: 3,
      changeId,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ assignedTo: "Omar", deadline: "2026-12-15" });

    expect((await undo(changeId)).statusCode).toBe(200);
    const list = (await t.app.inject({ method: "GET", url: "/api/todo", headers })).json();
    expect(list.find((item: { _id: string }) => item._id === task._id)).toMatchObject({
      assignedTo: "Layla",
      deadline: "2026-12-01",
    });
    expect(await historyOf(task._id)).toEqual([
      "undo: Undone: title Prepare the cohort brief, deadline 2026-12-01, assignedTo Layla, status Pending, hoursRequired 3",
    ]);
  });
});
