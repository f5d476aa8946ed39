import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "../applications/applications-repository";
import { createContact } from "../contacts/contacts-repository";
import { applications } from "../db/schema/applications";
import { auditEvents } from "../db/schema/audit";
import { pitchLeads } from "../db/schema/public-forms";
import { createPitchLead } from "../leads/leads-repository";
import { loginAsAdmin } from "../test/admin";
import { aContact, aHandbookLead, anApplication } from "../test/factories";
import { useTestApp } from "../test/helpers";

const PAYMENT = { paymentId: null, couponCode: null, finalPrice: 0, partnerName: null };

describe("bulk actions on the console's lists", () => {
  const t = useTestApp();
  let headers: { authorization: string };

  beforeAll(async () => {
    headers = (await loginAsAdmin(t.app, t.db, { name: "Samira Haddad" })).headers;
  });

  const anApp = async (startupName: string) =>
    (await createApplication(t.db, anApplication({ startupName }), PAYMENT))._id;
  const selectionOf = async (list: string, filter: Record<string, string>) => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/${list}/bulk/selection?${new URLSearchParams(filter)}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { count: number; fingerprint: string };
  };
  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, headers, payload });
  const statusesOf = async (ids: string[]) =>
    (
      await t.db
        .select({ id: applications.id, status: applications.status })
        .from(applications)
        .where(inArray(applications.id, ids))
    ).map((row) => row.status);
  const auditOf = (id: string) =>
    t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));

  it("re-applies the filter and refuses when more records match than the count confirmed", async () => {
    const nova = await Promise.all(["Nova Grid", "Nova Farms", "Nova Pay"].map(anApp));
    const others = await Promise.all(["Dune Labs", "Oasis Health"].map(anApp));
    const filter = { q: "nova", status: "Pending" };
    const shown = await selectionOf("applications", filter);
    expect(shown.count).toBe(3);

    // Between selection and confirmation a fourth application starts matching the filter.
    const late = await anApp("Nova Cargo");
    const refused = await post("/api/admin/applications/bulk/status", {
      selection: { kind: "filter", filter, ...shown },
      status: "In Discussion",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        "The filter now matches 4 records, not the 3 you confirmed. Nothing was changed; check the selection and try again.",
    });
    expect(await statusesOf([...nova, late, ...others])).toEqual(Array(6).fill("Pending"));

    // Selected again, the dialog's count is 4, and exactly those four change.
    const again = await selectionOf("applications", filter);
    expect(again.count).toBe(4);
    const done = await post("/api/admin/applications/bulk/status", {
      selection: { kind: "filter", filter, ...again },
      status: "In Discussion",
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ changed: 4, message: "4 records set to In Discussion." });
    expect(await statusesOf([...nova, late])).toEqual(Array(4).fill("In Discussion"));
    expect(await statusesOf(others)).toEqual(["Pending", "Pending"]);
  });

  it("refuses a filter that was dropped on the way (the count confirmed no longer matches)", async () => {
    const zephyr = await Promise.all(["Zephyr One", "Zephyr Two"].map(anApp));
    const shown = await selectionOf("applications", { q: "zephyr" });
    expect(shown.count).toBe(2);
    const refused = await post("/api/admin/applications/bulk/status", {
      selection: { kind: "filter", filter: {}, ...shown },
      status: "Resolved",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^The filter now matches \d+ records, not the 2 you confirmed\./,
    );
    expect(await statusesOf(zephyr)).toEqual(["Pending", "Pending"]);
    expect(await t.db.$count(applications, eq(applications.status, "Resolved"))).toBe(0);
  });

  it("refuses when as many records match but not the same ones (the fingerprint)", async () => {
    const [kept, leaving] = await Promise.all(["Lumen Rx", "Lumen Ag"].map(anApp));
    const shown = await selectionOf("applications", { q: "lumen" });
    await t.db
      .update(applications)
      .set({ startupName: "Dusk Ag" })
      .where(eq(applications.id, leaving as string));
    const joining = await anApp("Lumen Edu");
    const refused = await post("/api/admin/applications/bulk/status", {
      selection: { kind: "filter", filter: { q: "lumen" }, ...shown },
      status: "Resolved",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "The records matching the filter changed since you selected them. Nothing was changed; check the selection and try again.",
    );
    expect(await statusesOf([kept as string, leaving as string, joining])).toEqual(
      Array(3).fill("Pending"),
    );
  });

  it("changes explicit ids with the schedule rule, one audit row per record", async () => {
    const contacts = await Promise.all([1, 2, 3].map(() => createContact(t.db, aContact())));
    const [first, second, untouched] = contacts.map((contact) => contact._id) as [
      string,
      string,
      string,
    ];
    const done = await post("/api/admin/contacts/bulk/status", {
      selection: { kind: "ids", ids: [first, second] },
      status: "Scheduled",
      scheduleDateTime: "2026-12-10T10:00:00+05:30",
    });
    expect(done.json()).toEqual({ changed: 2, message: "2 records set to Scheduled." });
    for (const id of [first, second]) {
      const details = (
        await t.app.inject({ method: "GET", url: `/api/admin/contacts/${id}`, headers })
      ).json();
      expect(details.contact).toMatchObject({
        status: "Scheduled",
        scheduleDateTime: "2026-12-10T04:30:00.000Z",
      });
      expect(details.audit).toEqual([
        expect.objectContaining({
          action: "status",
          detail: "Scheduled for 2026-12-10T04:30:00.000Z",
          adminName: "Samira Haddad",
        }),
      ]);
    }
    expect(await auditOf(untouched)).toEqual([]);
    const contactsNow = (
      await t.app.inject({ method: "GET", url: `/api/admin/contacts/${untouched}`, headers })
    ).json();
    expect(contactsNow.contact.status).toBe("Pending");

    // A contact's other statuses clear its schedule, in bulk as one by one (docs/product.md, section 5.3).
    await post("/api/admin/contacts/bulk/status", {
      selection: { kind: "ids", ids: [first] },
      status: "In Process",
    });
    const cleared = (
      await t.app.inject({ method: "GET", url: `/api/admin/contacts/${first}`, headers })
    ).json();
    expect(cleared.contact).toMatchObject({ status: "In Process", scheduleDateTime: null });
  });

  it("refuses ids of which some no longer exist, and changes none of them", async () => {
    const id = await anApp("Orbit Foods");
    const refused = await post("/api/admin/applications/bulk/status", {
      selection: { kind: "ids", ids: [id, randomUUID()] },
      status: "Resolved",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "1 of the 2 records selected no longer exists. Nothing was changed; check the selection and try again.",
    );
    expect(await statusesOf([id])).toEqual(["Pending"]);
    expect(await auditOf(id)).toEqual([]);
  });

  it.each([
    [{ status: "Scheduled" }, "ScheduleDateTime: Choose a date and time for the schedule"],
    [{ status: "Approved" }, "Status: Choose a status"],
    [{ status: "In Process" }, "Status: Choose a status"],
    [
      { status: "Resolved", selection: { kind: "ids", ids: [] } },
      "Ids: Select at least one record",
    ],
    [
      {
        status: "Resolved",
        selection: { kind: "filter", filter: { q: "a" }, count: 2, fingerprint: "x" },
      },
      "Fingerprint: Unknown selection",
    ],
  ])("refuses an application bulk change %j with a clear message", async (change, message) => {
    const response = await post("/api/admin/applications/bulk/status", {
      selection: { kind: "ids", ids: [randomUUID()] },
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("exports the CSV of the selected leads only, by ids or by filter", async () => {
    const leads = await Promise.all(
      ["Ishaan Verma", "Meera Pillai", "Kabir Shah"].map((name) =>
        createPitchLead(t.db, aHandbookLead({ name, email: `${name.split(" ")[0]}@bulk.example` })),
      ),
    );
    const byIds = await post("/api/admin/pitch-leads/bulk/export", {
      selection: { kind: "ids", ids: [leads[0]?._id, leads[2]?._id] },
    });
    expect(byIds.statusCode).toBe(200);
    expect(byIds.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = byIds.body.trim().split("\r\n");
    expect(lines[0]).toBe("Received,Name,E-mail,Role,Location");
    expect(
      lines
        .slice(1)
        .map((line) => line.split(",")[1])
        .sort(),
    ).toEqual(["Ishaan Verma", "Kabir Shah"]);

    const shown = await selectionOf("pitch-leads", { q: "meera" });
    const byFilter = await post("/api/admin/pitch-leads/bulk/export", {
      selection: { kind: "filter", filter: { q: "meera" }, ...shown },
    });
    expect(byFilter.body.trim().split("\r\n").slice(1)).toEqual([
      expect.stringContaining(",Meera Pillai,Meera@bulk.example,"),
    ]);
    // Leads have no status: no bulk status change there.
    const noStatus = await post("/api/admin/pitch-leads/bulk/status", {
      selection: { kind: "ids", ids: [leads[0]?._id] },
      status: "Resolved",
    });
    expect(noStatus.statusCode).toBe(404);
  });

  it("refuses to select more than 5,000 records at once", async () => {
    await t.db.insert(pitchLeads).values(
      Array.from({ length: 5001 }, (_, index) => ({
        ...aHandbookLead({ name: `Crowd ${index}` }),
      })),
    );
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/pitch-leads/bulk/selection?q=crowd",
      headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "This filter matches more than 5,000 records. Narrow it to act on them together.",
    );
  });
});
