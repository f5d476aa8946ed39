import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sendOverdueDigests } from "../../applications/overdue-applications";
import { applications } from "../../db/schema/applications";
import { mailOutbox } from "../../db/schema/mail";
import { adminUsers } from "../../db/schema/staff";
import { JOBS } from "../../jobs";
import type { JobDeps } from "../../jobs/runner";
import { loginAsAdmin, loginAsReviewer } from "../../test/admin";
import { anApplication } from "../../test/factories";
import { aPaidApplication } from "../../test/founder";
import { useTestApp } from "../../test/helpers";
import { silentLog } from "../../test/silent-log";

type Staff = Awaited<ReturnType<typeof loginAsAdmin>>;
const DAY_MS = 86_400_000;
const SITE_URL = "https://nakhla.example";

describe("overdue applications: the bell and the daily mail", () => {
  const t = useTestApp({ SITE_URL });
  let admin: Staff;
  let other: Staff;
  let reviewer: Staff;
  const ids: Record<string, string> = {};

  const as = (who: Staff, method: "GET" | "PUT", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const bell = async () => (await as(admin, "GET", "/api/admin/overdue-applications")).json();
  const setClock = (id: string, values: Partial<typeof applications.$inferInsert>) =>
    t.db.update(applications).set(values).where(eq(applications.id, id));
  const paid = async (startupName: string, daysAgo: number) => {
    const { applicationId } = await aPaidApplication(t.app, anApplication({ startupName }));
    await setClock(applicationId, { paidAt: new Date(Date.now() - daysAgo * DAY_MS) });
    ids[startupName] = applicationId;
    return applicationId;
  };
  /** The clock the applications list shows for the application: the bell must say the same. */
  const clockOf = async (id: string) =>
    (await as(admin, "GET", `/api/admin/applications/${id}`)).json().application.clock;
  const overdueMails = () =>
    t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "overdue-digest"));
  const deps = () => ({ db: t.db, mailer: t.app.mailer, siteUrl: SITE_URL });

  beforeAll(async () => {
    admin = await loginAsAdmin(t.app, t.db, {
      username: "huda@nakhla.example",
      name: "Huda Saleh",
    });
    other = await loginAsAdmin(t.app, t.db, { username: "omar@nakhla.example", name: "Omar Said" });
    reviewer = await loginAsReviewer(t.app, t.db, { username: "rana@nakhla.example" });
    // Within the target: paid a day ago.
    await paid("Fresh Co", 1);
  });

  it("keeps the mail off by default, on only for an admin with an address, and refuses bad input", async () => {
    expect((await as(admin, "GET", "/api/account/overdue-digest")).json()).toEqual({
      on: false,
      email: "huda@nakhla.example",
    });
    const plain = await loginAsAdmin(t.app, t.db, { username: "farah" });
    const refused = await as(plain, "PUT", "/api/account/overdue-digest", { on: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("is not an e-mail address");
    for (const payload of [{ on: "yes" }, {}, { on: true, extra: 1 }]) {
      const bad = await as(admin, "PUT", "/api/account/overdue-digest", payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toEqual(expect.any(String));
    }
    const on = await as(admin, "PUT", "/api/account/overdue-digest", { on: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ on: true, email: "huda@nakhla.example" });
    expect((await as(admin, "GET", "/api/account/overdue-digest")).json().on).toBe(true);
    // Another admin's switch is theirs: still off.
    expect((await as(other, "GET", "/api/account/overdue-digest")).json().on).toBe(false);
    // Reviewers have no such mail, and no one without a session reads or sets it.
    expect(
      (await as(reviewer, "PUT", "/api/account/overdue-digest", { on: true })).statusCode,
    ).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/account/overdue-digest" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("sends no mail while nothing is overdue", async () => {
    expect(await bell()).toEqual({ total: 0, items: [] });
    expect(await sendOverdueDigests(deps(), new Date())).toEqual({ sent: 0 });
    expect(await overdueMails()).toEqual([]);
  });

  it("lists an application past the target, not one decided, within the target or unpaid", async () => {
    const late = await paid("Slow Co", 30);
    const later = await paid("Slowest Co", 45);
    const decided = await paid("Decided Co", 40);
    await setClock(decided, { decisionSentAt: new Date(Date.now() - 2 * DAY_MS) });
    const unpaid = await paid("Unpaid Co", 40);
    await setClock(unpaid, { paidAt: null });

    const { total, items } = await bell();
    expect(total).toBe(2);
    expect(items.map((item: { startupName: string }) => item.startupName)).toEqual([
      "Slowest Co",
      "Slow Co",
    ]);
    const clock = await clockOf(late);
    expect(clock.overdue).toBe(true);
    expect(items[1]).toEqual({
      _id: late,
      startupName: "Slow Co",
      paidAt: clock.paidAt,
      daysTotal: clock.daysTotal,
      targetDays: 10,
      text: `Slow Co: overdue, ${clock.daysTotal} business days since payment (target 10)`,
    });
    expect(items[0]._id).toBe(later);

    // The firm's target counts: past 25 business days, only the older one is overdue.
    const target = await as(admin, "PUT", "/api/admin/business-calendar/decision-target", {
      decisionDays: 25,
    });
    expect(target.statusCode).toBe(200);
    const longer = (await bell()).items;
    expect(longer.map((item: { _id: string }) => item._id)).toEqual([later]);
    expect(longer[0].targetDays).toBe(25);
    expect(longer[0].daysTotal).toBe((await clockOf(later)).daysTotal);
    await as(admin, "PUT", "/api/admin/business-calendar/decision-target", { decisionDays: 10 });
  });

  it("shows reviewers nothing, and no one without a session", async () => {
    const refused = await as(reviewer, "GET", "/api/admin/overdue-applications");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toEqual(expect.any(String));
    expect(JSON.stringify(refused.json())).not.toContain("Slow Co");
    const anonymous = await t.app.inject({ method: "GET", url: "/api/admin/overdue-applications" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("mails the overdue applications to the admins who turned it on, once a day", async () => {
    // A reviewer whose switch was left on from when they were an admin gets nothing.
    await t.db
      .update(adminUsers)
      .set({ overdueDigest: true })
      .where(eq(adminUsers.id, reviewer.id));
    const now = new Date();
    expect(await sendOverdueDigests(deps(), now)).toEqual({ sent: 1 });
    const [mail, ...more] = await overdueMails();
    expect(more).toEqual([]);
    expect(mail?.to).toBe("huda@nakhla.example");
    expect(mail?.subject).toBe("Overdue: 2 applications past the decision target");
    const text = mail?.text ?? "";
    const slow = await clockOf(ids["Slow Co"] ?? "");
    const slowest = await clockOf(ids["Slowest Co"] ?? "");
    expect(text).toContain("Dear Huda Saleh,");
    expect(text).toContain(
      `Slowest Co: ${slowest.daysTotal} business days since payment (target 10)\nOpen it in the console: ${SITE_URL}/admin-dashboard/applications/${ids["Slowest Co"]}`,
    );
    expect(text).toContain(`Slow Co: ${slow.daysTotal} business days since payment (target 10)`);
    expect(text.indexOf("Slowest Co")).toBeLessThan(text.indexOf("Slow Co:"));
    for (const name of ["Fresh Co", "Decided Co", "Unpaid Co"]) expect(text).not.toContain(name);

    // A retried run the same day sends nothing twice.
    expect(await sendOverdueDigests(deps(), new Date(now.getTime() + 60_000))).toEqual({ sent: 0 });
    expect(await overdueMails()).toHaveLength(1);

    // The next morning, through the scheduled job (08:00 in the Gulf): the other admin too once
    // they turned it on; off, the first gets none.
    await as(other, "PUT", "/api/account/overdue-digest", { on: true });
    await as(admin, "PUT", "/api/account/overdue-digest", { on: false });
    const job = JOBS.find((each) => each.name === "overdue-digest");
    expect(job?.cron).toBe("0 4 * * *");
    const jobDeps = { ...deps(), log: silentLog } as unknown as JobDeps;
    expect(await job?.run(jobDeps, new Date(now.getTime() + DAY_MS))).toEqual({ sent: 1 });
    expect((await overdueMails()).map((row) => row.to).sort()).toEqual([
      "huda@nakhla.example",
      "omar@nakhla.example",
    ]);
  });

  it("forgets the overdue mails naming an application when it is erased", async () => {
    const erased = await t.app.inject({
      method: "POST",
      url: `/api/admin/applications/${ids["Slow Co"]}/erase`,
      headers: admin.headers,
      payload: { confirm: true },
    });
    expect(erased.statusCode).toBe(200);
    expect(await overdueMails()).toEqual([]);
    expect((await bell()).items.map((item: { startupName: string }) => item.startupName)).toEqual([
      "Slowest Co",
    ]);
  });
});
