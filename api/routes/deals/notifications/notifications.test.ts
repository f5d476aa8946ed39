import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { dealNotifications } from "../../../db/schema/deal-questions";
import { mailOutbox } from "../../../db/schema/mail";
import { sendDealDigests } from "../../../deals/deal-digest";
import { notifyDealEvent } from "../../../deals/notifications";
import { loginAsAdmin } from "../../../test/admin";
import { aSharedDeal, dealViewerCookie } from "../../../test/deal-viewers";
import { anApplication } from "../../../test/factories";
import { useTestApp } from "../../../test/helpers";

describe("the deal bell and the daily digest", () => {
  const t = useTestApp({ SITE_URL: "https://nakhla.example" });
  let sharer: Awaited<ReturnType<typeof loginAsAdmin>>;
  let other: Awaited<ReturnType<typeof loginAsAdmin>>;
  let deal: Awaited<ReturnType<typeof aSharedDeal>>;

  const as = (
    who: { headers: Record<string, string> },
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const bell = async (who = sharer) =>
    (await as(who, "GET", "/api/admin/deal-notifications")).json();
  const openMemo = (cookie: string) =>
    t.app.inject({ method: "GET", url: "/api/deal-room/deal", headers: { cookie } });

  beforeAll(async () => {
    sharer = await loginAsAdmin(t.app, t.db, {
      username: "leena@nakhla.example",
      name: "Leena Farouk",
    });
    other = await loginAsAdmin(t.app, t.db, {
      username: "omar@nakhla.example",
      name: "Omar Saleh",
    });
    deal = await aSharedDeal(
      t.app,
      t.db,
      sharer.headers,
      ["alpha", "beta"],
      anApplication({ startupName: "Qahwa Pay" }),
    );
  });

  it("tells the sharer of each firm's first view once, however many times it reads", async () => {
    const alpha = await dealViewerCookie(t.app, t.db, deal.emailOf("alpha"));
    expect((await bell()).unread).toBe(0);
    expect((await openMemo(alpha)).statusCode).toBe(200);
    await openMemo(alpha);
    // A second person's session at the same firm, reading too: still the firm's first view only.
    const again = await dealViewerCookie(t.app, t.db, deal.emailOf("alpha"));
    await openMemo(again);
    const beta = await dealViewerCookie(t.app, t.db, deal.emailOf("beta"));
    await openMemo(beta);
    const { unread, items } = await bell();
    expect(unread).toBe(2);
    expect(items.map((item: { text: string }) => item.text)).toEqual([
      `${deal.firmName("beta")} opened the Qahwa Pay deal for the first time`,
      `${deal.firmName("alpha")} opened the Qahwa Pay deal for the first time`,
    ]);
    expect(items[0]).toEqual(
      expect.objectContaining({
        kind: "first-view",
        applicationId: deal.applicationId,
        readAt: null,
      }),
    );
    // Another admin's bell holds none of it.
    expect(await bell(other)).toEqual({ unread: 0, items: [] });
  });

  it("tells the sharer of each new question, with its part and words", async () => {
    const alpha = await dealViewerCookie(t.app, t.db, deal.emailOf("alpha"));
    await t.app.inject({
      method: "POST",
      url: "/api/deal-room/questions",
      headers: { cookie: alpha },
      payload: { target: { kind: "deck", page: 4 }, question: "Who are the two pilots?" },
    });
    const { unread, items } = await bell();
    expect(unread).toBe(3);
    expect(items[0]).toEqual(
      expect.objectContaining({
        kind: "question",
        text: `${deal.firmName("alpha")} asked a question on Qahwa Pay: Deck page 4, “Who are the two pilots?”`,
      }),
    );
  });

  it("tells the sharer of every change of a firm's answer, through notifyDealEvent", async () => {
    const told = await notifyDealEvent(t.db, {
      kind: "answer",
      applicationId: deal.applicationId,
      firmId: deal.firmIds.beta ?? "",
      detail: "Soft circle, USD 250,000",
      changed: true,
    });
    expect(told).toBe(true);
    await notifyDealEvent(t.db, {
      kind: "answer",
      applicationId: deal.applicationId,
      firmId: deal.firmIds.beta ?? "",
      detail: "Hard circle, USD 300,000",
      changed: true,
    });
    const { unread, items } = await bell();
    expect(unread).toBe(5);
    expect(items.slice(0, 2).map((item: { text: string }) => item.text)).toEqual([
      `${deal.firmName("beta")} changed its answer on Qahwa Pay: Hard circle, USD 300,000`,
      `${deal.firmName("beta")} changed its answer on Qahwa Pay: Soft circle, USD 250,000`,
    ]);
  });

  it("tells the sharer when a firm answers in the deal room (answered), and when it changes its answer", async () => {
    const beta = await dealViewerCookie(t.app, t.db, deal.emailOf("beta"));
    const put = (payload: object) =>
      t.app.inject({
        method: "PUT",
        url: "/api/deal-room/answer",
        headers: { cookie: beta },
        payload,
      });
    expect((await put({ kind: "interested", note: "" })).statusCode).toBe(200);
    expect(
      (await put({ kind: "soft-circle", amount: 150_000, currency: "USD", note: "" })).statusCode,
    ).toBe(200);
    const { unread, items } = await bell();
    expect(unread).toBe(7);
    expect(items.slice(0, 2).map((item: { text: string }) => item.text)).toEqual([
      `${deal.firmName("beta")} changed its answer on Qahwa Pay: Soft circle, USD 150,000 (was Interested)`,
      `${deal.firmName("beta")} answered on Qahwa Pay: Interested`,
    ]);
  });

  it("marks one read, then all; never another admin's", async () => {
    const { items } = await bell();
    const first = items[0]._id;
    const theirs = await as(other, "POST", "/api/admin/deal-notifications/read", { ids: [first] });
    expect(theirs.json()).toEqual({ message: "0 notifications read." });
    const one = await as(sharer, "POST", "/api/admin/deal-notifications/read", { ids: [first] });
    expect(one.json()).toEqual({ message: "1 notification read." });
    const after = await bell();
    expect(after.unread).toBe(6);
    expect(after.items[0].readAt).not.toBeNull();
    const bad = await as(sharer, "POST", "/api/admin/deal-notifications/read", { ids: ["nope"] });
    expect(bad.statusCode).toBe(400);
    const all = await as(sharer, "POST", "/api/admin/deal-notifications/read", {});
    expect(all.json()).toEqual({ message: "6 notifications read." });
    expect((await bell()).unread).toBe(0);
  });

  it("keeps the digest off by default, and on only with an address to send it to", async () => {
    expect((await as(sharer, "GET", "/api/account/deal-digest")).json()).toEqual({
      on: false,
      email: "leena@nakhla.example",
    });
    const plain = await loginAsAdmin(t.app, t.db, { username: "farah" });
    const refused = await as(plain, "PUT", "/api/account/deal-digest", { on: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("is not an e-mail address");
    const bad = await as(sharer, "PUT", "/api/account/deal-digest", { on: "yes" });
    expect(bad.statusCode).toBe(400);
  });

  it("mails the last day's events to those who turned the digest on, once", async () => {
    const digests = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "deal-digest"));
    const now = new Date();
    const deps = { db: t.db, mailer: t.app.mailer, siteUrl: "https://nakhla.example" };
    // Off by default: nothing is sent though the sharer's bell holds five events.
    expect(await sendDealDigests(deps, now)).toEqual({ sent: 0 });
    expect(await digests()).toEqual([]);

    const on = await as(sharer, "PUT", "/api/account/deal-digest", { on: true });
    expect(on.json()).toEqual({ on: true, email: "leena@nakhla.example" });
    await as(other, "PUT", "/api/account/deal-digest", { on: true });
    // One event older than a day stays out of the digest.
    await t.db
      .update(dealNotifications)
      .set({ createdAt: new Date(now.getTime() - 25 * 3600_000) })
      .where(
        and(
          eq(dealNotifications.applicationId, deal.applicationId),
          eq(dealNotifications.kind, "first-view"),
          eq(dealNotifications.firmId, deal.firmIds.alpha ?? ""),
        ),
      );
    expect(await sendDealDigests(deps, now)).toEqual({ sent: 1 });
    const [mail, ...more] = await digests();
    expect(more).toEqual([]);
    expect(mail?.to).toBe("leena@nakhla.example");
    expect(mail?.subject).toBe("Deal activity: 6 events in the last day");
    const text = mail?.text ?? "";
    expect(text).toContain("Dear Leena Farouk,");
    expect(text).toContain("\nQahwa Pay\n");
    expect(text).toMatch(
      new RegExp(
        `- \\d\\d:\\d\\d UTC ${deal.firmName("beta")} opened the Qahwa Pay deal for the first time`,
      ),
    );
    expect(text).toContain(`asked a question on Qahwa Pay: Deck page 4, “Who are the two pilots?”`);
    expect(text).toContain("changed its answer on Qahwa Pay: Hard circle, USD 300,000");
    expect(text).not.toContain(`${deal.firmName("alpha")} opened`);
    expect(text).toContain(
      `Open it in the console: https://nakhla.example/admin-dashboard/applications/${deal.applicationId}`,
    );
    // Run again (a retry, a second instance): nothing new, nothing sent twice.
    expect(await sendDealDigests(deps, new Date(now.getTime() + 60_000))).toEqual({ sent: 0 });
    expect(await digests()).toHaveLength(1);
    // Turned off, no more digests.
    await as(sharer, "PUT", "/api/account/deal-digest", { on: false });
    await notifyDealEvent(t.db, {
      kind: "answer",
      applicationId: deal.applicationId,
      firmId: deal.firmIds.alpha ?? "",
      detail: "Pass",
    });
    expect(await sendDealDigests(deps, new Date(now.getTime() + 3600_000))).toEqual({ sent: 0 });
  });
});
