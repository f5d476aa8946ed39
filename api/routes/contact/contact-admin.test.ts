import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts } from "../../db/schema/public-forms";
import { loginAsAdmin } from "../../test/admin";
import { aContact } from "../../test/factories";
import { postJson, useTestApp } from "../../test/helpers";

describe("contacts in the admin console", () => {
  const t = useTestApp();
  let headers: { authorization: string };
  let contactId: string;

  beforeAll(async () => {
    headers = (await loginAsAdmin(t.app, t.db, { name: "Reem Saeed" })).headers;
    contactId = (await postJson(t.app, "/api/contact", aContact({ name: "Status Subject" }))).json()
      ._id;
  });

  const patch = (payload: object) =>
    t.app.inject({ method: "PATCH", url: "/api/contact/update-status", headers, payload });

  it("lists every contact with the spec's fields, status Pending at first", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/contact/all", headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const contact = response.json().find((c: { _id: string }) => c._id === contactId);
    expect(contact).toMatchObject({
      name: "Status Subject",
      status: "Pending",
      scheduleDateTime: null,
    });
    expect(Object.keys(contact).sort()).toEqual(
      [
        "_id",
        "createdAt",
        "description",
        "email",
        "name",
        "reason",
        "recipient",
        "scheduleDateTime",
        "status",
      ].sort(),
    );
  });

  it("changes the status at once, and schedules only with a date and time", async () => {
    const inProcess = await patch({ contactId, status: "In Process", scheduleDateTime: null });
    expect(inProcess.statusCode).toBe(200);
    expect(inProcess.json()).toMatchObject({ status: "In Process", scheduleDateTime: null });

    const scheduled = await patch({
      contactId,
      status: "Scheduled",
      scheduleDateTime: "2026-12-02T15:30:00+04:00",
    });
    expect(scheduled.json()).toMatchObject({
      status: "Scheduled",
      scheduleDateTime: "2026-12-02T11:30:00.000Z",
    });

    const resolved = await patch({ contactId, status: "Resolved", scheduleDateTime: null });
    expect(resolved.json()).toMatchObject({ status: "Resolved", scheduleDateTime: null });
  });

  it.each([
    [
      { status: "Scheduled", scheduleDateTime: null },
      "ScheduleDateTime: Choose a date and time for the schedule",
    ],
    [
      { status: "Scheduled", scheduleDateTime: "2026-12-02 15:30:00" },
      "ScheduleDateTime: Schedule must be a date and time",
    ],
    [
      { status: "Scheduled", scheduleDateTime: "2026-12-02T15:30:00" },
      "ScheduleDateTime: Schedule must be a date and time",
    ],
    [{ status: "Done" }, "Status: Choose a status"],
  ])("refuses %j", async (change, message) => {
    const response = await patch({ contactId, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("answers 404 for an unknown contact", async () => {
    const response = await patch({
      contactId: "7f1c7f6e-2f8a-4a53-9d43-0a4c2f1b9e11",
      status: "Resolved",
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Contact not found." });
  });

  it("records who changed the status and when, shown with the record", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/contacts/${contactId}`,
      headers,
    });
    const { audit } = response.json();
    expect(audit.map((event: { detail: string }) => event.detail)).toEqual([
      "In Process",
      "Scheduled for 2026-12-02T11:30:00.000Z",
      "Resolved",
    ]);
    expect(audit.every((event: { adminName: string }) => event.adminName === "Reem Saeed")).toBe(
      true,
    );
  });
});

describe("admin lists at scale", () => {
  const t = useTestApp();
  let headers: { authorization: string };

  beforeAll(async () => {
    headers = (await loginAsAdmin(t.app, t.db)).headers;
    // 10,000 contacts, contact 1 the newest; every tenth one resolved.
    await t.db.execute(sql`
      insert into ${contacts} (name, email, reason, description, status, created_at)
      select 'Person ' || g, 'person' || g || '@example.com', 'Support', 'Question number ' || g,
             case when g % 10 = 0 then 'Resolved' else 'Pending' end,
             timestamptz '2026-01-01' - g * interval '1 minute'
      from generate_series(1, 10000) as g`);
    // As autovacuum would soon after such an insert: the planner's estimates see the rows.
    await t.db.execute(sql`analyze ${contacts}`);
  }, 60_000);

  const list = (query: string) =>
    t.app.inject({ method: "GET", url: `/api/admin/contacts?${query}`, headers });

  it("pages newest first by default", async () => {
    const body = (await list("page=3&pageSize=50")).json();
    expect(body.items).toHaveLength(50);
    expect(body.items[0].name).toBe("Person 101");
    expect(body.items[49].name).toBe("Person 150");
  });

  it("sorts oldest first on request and ends with a short last page", async () => {
    const body = (await list("sort=oldest&page=200&pageSize=50")).json();
    expect(body.items[0].name).toBe("Person 50");
    expect(body.items[49].name).toBe("Person 1");
    expect((await list("page=201&pageSize=50")).json().items).toEqual([]);
  });

  it("searches names, e-mails and messages, case-insensitively, with LIKE characters taken literally", async () => {
    expect((await list("q=PERSON9999@")).json().items.map((c: { name: string }) => c.name)).toEqual(
      ["Person 9999"],
    );
    expect((await list("q=number 4242")).json().total).toBe(1);
    expect((await list("q=100%25")).json().total).toBe(0);
  });

  it("filters by status, together with search", async () => {
    expect((await list("status=Resolved")).json().total).toBe(1000);
    expect((await list("status=Resolved&q=person99")).json().total).toBe(11);
  });

  it("counts up to 1,000 matches exactly and estimates larger totals, saying so", async () => {
    // 10,000 rows: the planner's estimate, flagged, near the real count.
    const all = (await list("page=3&pageSize=50")).json();
    expect(all.totalIsEstimate).toBe(true);
    expect(all.total).toBeGreaterThan(9000);
    expect(all.total).toBeLessThan(11000);
    // 1,000 matches: counted, exact, no flag on the wire.
    const resolved = (await list("status=Resolved")).json();
    expect(resolved).toMatchObject({ total: 1000 });
    expect(resolved).not.toHaveProperty("totalIsEstimate");
    // The last page proves the total: exact again.
    const last = (await list("sort=oldest&page=200&pageSize=50")).json();
    expect(last).toMatchObject({ total: 10000 });
    expect(last).not.toHaveProperty("totalIsEstimate");
    // An estimate never says fewer rows than the pages show exist.
    const deep = (await list("q=person&page=150&pageSize=50")).json();
    expect(deep.items).toHaveLength(50);
    expect(deep.totalIsEstimate).toBe(true);
    expect(deep.total).toBeGreaterThan(150 * 50);
  });

  it("refuses page sizes over 100", async () => {
    expect((await list("pageSize=500")).statusCode).toBe(400);
  });

  it("exports what the filter shows as CSV", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/contacts.csv?status=Resolved&q=person99",
      headers,
    });
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="contacts.csv"');
    const lines = response.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "\uFEFFReceived,Name,E-mail,Reason,Recipient,Message,Status,Scheduled for",
    );
    expect(lines).toHaveLength(12);
    expect(lines[1]).toContain(
      ",Person 990,person990@example.com,Support,,Question number 990,Resolved,",
    );
  });
});
