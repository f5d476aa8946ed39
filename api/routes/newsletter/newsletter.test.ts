import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/mail";
import { mailSuppressions, subscribers } from "../../db/schema/newsletter";
import { addressHash } from "../../mail/address-hash";
import { removeUnconfirmed, subscribe } from "../../newsletter/subscriptions";
import { loginAsAdmin } from "../../test/admin";
import { aFounderLead, aHandbookLead } from "../../test/factories";
import { postJson, useTestApp } from "../../test/helpers";

const SITE_URL = "https://nakhla.example";
const HOUR = 3600_000;

describe("signing up for the newsletter (double opt-in)", () => {
  const t = useTestApp({ SITE_URL });
  const rowOf = async (email: string) => {
    const [row] = await t.db.select().from(subscribers).where(eq(subscribers.email, email));
    return row;
  };
  const confirmationsTo = async (to: string) =>
    t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  /** The token of the newest confirmation link sent to the address. */
  const confirmationToken = async (to: string) => {
    const mails = await confirmationsTo(to);
    const text = mails.at(-1)?.text ?? "";
    return new URL(/https:\/\/\S+/.exec(text)?.[0] ?? "https://x").searchParams.get("token") ?? "";
  };

  it("answers the spec's 'Subscribed' with what to do next, and keeps the address pending", async () => {
    const response = await postJson(t.app, "/api/newsletter/subscribe", {
      email: "nadia@example.com",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "Subscribed",
      next: "Check your inbox to confirm",
    });
    expect(await rowOf("nadia@example.com")).toMatchObject({
      status: "Pending confirmation",
      source: "footer",
      confirmedAt: null,
    });
    const [mail] = await confirmationsTo("nadia@example.com");
    expect(mail).toMatchObject({
      kind: "newsletter-confirmation",
      subject: "Confirm your subscription to Nakhla Ventures",
      listUnsubscribe: null,
    });
    expect(mail?.text).toContain(`${SITE_URL}/newsletter/confirm?token=`);
  });

  it("writes to an address signed up on an Arabic page in Arabic, with the Arabic page's link", async () => {
    await postJson(t.app, "/api/newsletter/subscribe", {
      email: "huda@example.com",
      language: "ar",
    });
    expect(await rowOf("huda@example.com")).toMatchObject({ language: "ar" });
    const [mail] = await confirmationsTo("huda@example.com");
    expect(mail?.subject).toBe("أكّد اشتراكك في النشرة البريدية لـ \u2066Nakhla Ventures\u2069");
    expect(mail?.text).toContain("لتأكيد ذلك، افتح هذا الرابط:");
    expect(mail?.text).toContain("يعمل الرابط مدة 7 أيام.");
    expect(mail?.text).toContain(`${SITE_URL}/ar/newsletter/confirm?token=`);
    expect(mail?.html).toContain('dir="rtl"');
    // The Arabic link confirms like the English one.
    const token = await confirmationToken("huda@example.com");
    expect((await postJson(t.app, "/api/newsletter/confirm", { token })).statusCode).toBe(200);
  });

  it("follows the language of the latest sign-up, and refuses one it does not know", async () => {
    await postJson(t.app, "/api/newsletter/subscribe", { email: "sami@example.com" });
    expect(await rowOf("sami@example.com")).toMatchObject({ language: "en" });
    await postJson(t.app, "/api/newsletter/subscribe", {
      email: "sami@example.com",
      language: "ar",
    });
    expect(await rowOf("sami@example.com")).toMatchObject({ language: "ar" });
    const refused = await postJson(t.app, "/api/newsletter/subscribe", {
      email: "sami@example.com",
      language: "fr",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("Unknown language");
  });

  it("counts the address as subscribed only once its link is followed", async () => {
    await postJson(t.app, "/api/newsletter/subscribe", { email: "omar@example.com" });
    const token = await confirmationToken("omar@example.com");
    const confirmed = await postJson(t.app, "/api/newsletter/confirm", { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message: "Your subscription is confirmed.",
      email: "om••@example.com",
      status: "Subscribed",
    });
    const row = await rowOf("omar@example.com");
    expect(row?.status).toBe("Subscribed");
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    // The link works once.
    const again = await postJson(t.app, "/api/newsletter/confirm", { token });
    expect(again.statusCode).toBe(404);
  });

  it("refuses an unknown or empty confirmation token with a message", async () => {
    const unknown = await postJson(t.app, "/api/newsletter/confirm", { token: "nope" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/not valid/);
    const empty = await postJson(t.app, "/api/newsletter/confirm", { token: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Token: This link is incomplete");
  });

  it("records where the sign-up came from, and the interests that follow", async () => {
    await postJson(t.app, "/api/newsletter/subscribe", {
      email: "cohort@example.com",
      source: "cohort-card",
    });
    expect(await rowOf("cohort@example.com")).toMatchObject({
      source: "cohort-card",
      interests: ["Cohorts"],
    });
    const unknown = await postJson(t.app, "/api/newsletter/subscribe", {
      email: "x@example.com",
      source: "elsewhere",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Source: Unknown signup");
  });

  it("signs up a lead who ticks the newsletter, with the form's interest, and no one else", async () => {
    await postJson(
      t.app,
      "/api/leads",
      aHandbookLead({ email: "ticked@example.com", newsletter: true }),
    );
    await postJson(
      t.app,
      "/api/leads",
      aFounderLead({ email: "founder@example.com", newsletter: true }),
    );
    await postJson(t.app, "/api/leads", aHandbookLead({ email: "unticked@example.com" }));
    expect(await rowOf("ticked@example.com")).toMatchObject({
      status: "Pending confirmation",
      source: "handbook",
      interests: ["AI at work"],
    });
    expect(await rowOf("founder@example.com")).toMatchObject({
      source: "founder-ebook",
      interests: ["Building a startup"],
    });
    expect(await rowOf("unticked@example.com")).toBeUndefined();
    const kinds = (await confirmationsTo("ticked@example.com")).map((mail) => mail.kind).sort();
    expect(kinds).toEqual(["handbook-lead", "newsletter-confirmation"]);
  });

  it("signs up a lead from an Arabic page in Arabic, its confirmation in Arabic too", async () => {
    await postJson(
      t.app,
      "/api/leads",
      aHandbookLead({ email: "arabic.lead@example.com", newsletter: true, language: "ar" }),
    );
    expect(await rowOf("arabic.lead@example.com")).toMatchObject({
      status: "Pending confirmation",
      language: "ar",
    });
    const [confirmation] = (await confirmationsTo("arabic.lead@example.com")).filter(
      (mail) => mail.kind === "newsletter-confirmation",
    );
    expect(confirmation?.subject).toMatch(/[\u0600-\u06FF]/);
    expect(confirmation?.text).toContain("https://nakhla.example/ar/newsletter/confirm?token=");
  });

  it("sends another confirmation to an address signed up again at most once a day", async () => {
    const deps = { db: t.db, mailer: t.app.mailer, siteUrl: SITE_URL };
    const start = new Date("2026-12-01T09:00:00Z");
    const email = "again@example.com";
    await subscribe(deps, { email }, start);
    await subscribe(deps, { email }, new Date(start.getTime() + 1 * HOUR));
    await subscribe(deps, { email: "AGAIN@example.com" }, new Date(start.getTime() + 23 * HOUR));
    expect(await confirmationsTo(email)).toHaveLength(1);
    await subscribe(deps, { email }, new Date(start.getTime() + 25 * HOUR));
    expect(
      (await confirmationsTo(email)).filter((m) => m.kind === "newsletter-confirmation"),
    ).toHaveLength(2);
    expect(await t.db.select().from(subscribers).where(eq(subscribers.email, email))).toHaveLength(
      1,
    );
  });

  it("never mails a subscribed address again on a new sign-up", async () => {
    await postJson(t.app, "/api/newsletter/subscribe", { email: "done@example.com" });
    const token = await confirmationToken("done@example.com");
    await postJson(t.app, "/api/newsletter/confirm", { token });
    await t.db
      .update(subscribers)
      .set({ confirmationSentAt: new Date(0) })
      .where(eq(subscribers.email, "done@example.com"));
    await postJson(t.app, "/api/newsletter/subscribe", { email: "done@example.com" });
    expect(await confirmationsTo("done@example.com")).toHaveLength(1);
    expect((await rowOf("done@example.com"))?.status).toBe("Subscribed");
  });

  it("removes sign-ups unconfirmed for 7 days, and only those", async () => {
    const deps = { db: t.db, mailer: t.app.mailer, siteUrl: SITE_URL };
    const start = new Date("2026-11-01T09:00:00Z");
    await subscribe(deps, { email: "forgot@example.com" }, start);
    await subscribe(
      deps,
      { email: "recent@example.com" },
      new Date(start.getTime() + 2 * 24 * HOUR),
    );
    const log = { info: () => {} } as unknown as Parameters<typeof removeUnconfirmed>[0]["log"];
    const sixDays = await removeUnconfirmed(
      { db: t.db, log },
      new Date(start.getTime() + 6 * 24 * HOUR),
    );
    expect(sixDays.removed).toBe(0);
    const eightDays = await removeUnconfirmed(
      { db: t.db, log },
      new Date(start.getTime() + 8 * 24 * HOUR),
    );
    expect(eightDays.removed).toBe(1);
    expect(await rowOf("forgot@example.com")).toBeUndefined();
    expect(await rowOf("recent@example.com")).toBeDefined();
    expect((await rowOf("omar@example.com"))?.status).toBe("Subscribed");
  });

  it("refuses a confirmation link older than 7 days", async () => {
    const deps = { db: t.db, mailer: t.app.mailer, siteUrl: SITE_URL };
    await subscribe(deps, { email: "late@example.com" }, new Date(Date.now() - 8 * 24 * HOUR));
    const token = await confirmationToken("late@example.com");
    const response = await postJson(t.app, "/api/newsletter/confirm", { token });
    expect(response.statusCode).toBe(404);
    expect((await rowOf("late@example.com"))?.status).toBe("Pending confirmation");
  });

  it.each([
    [{ email: "" }, "Email: This field is required"],
    [{ email: "nadia@" }, "Email: Enter a valid e-mail address"],
    [{ email: `${"a".repeat(250)}@example.com` }, "Email: Must be at most 254 characters"],
    [{}, "Email: This field is required"],
  ])("rejects %j with 400", async (body, message) => {
    const response = await postJson(t.app, "/api/newsletter/subscribe", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe("unsubscribing", () => {
  const t = useTestApp({ SITE_URL });
  /** A confirmed subscriber's unsubscribe token. */
  async function subscribed(email: string) {
    await postJson(t.app, "/api/newsletter/subscribe", { email });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = new URL(/https:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "").searchParams.get(
      "token",
    );
    await postJson(t.app, "/api/newsletter/confirm", { token });
    const [row] = await t.db.select().from(subscribers).where(eq(subscribers.email, email));
    return row?.unsubscribeToken ?? "";
  }
  const stateOf = async (email: string) =>
    (await t.db.select().from(subscribers).where(eq(subscribers.email, email)))[0];

  it("unsubscribes by RFC 8058's one-click POST, without a session or a page", async () => {
    const token = await subscribed("oneclick@example.com");
    const response = await t.app.inject({
      method: "POST",
      url: `/unsubscribe?token=${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "You are unsubscribed." });
    const row = await stateOf("oneclick@example.com");
    expect(row?.status).toBe("Unsubscribed");
    expect(row?.leftAt).toBeInstanceOf(Date);
    const [suppression] = await t.db
      .select()
      .from(mailSuppressions)
      .where(eq(mailSuppressions.emailHash, addressHash("oneclick@example.com")));
    expect(suppression).toMatchObject({ reason: "Unsubscribed", source: "one-click" });
  });

  it("takes the one-click POST as multipart/form-data too", async () => {
    const token = await subscribed("multipart@example.com");
    const boundary = "----nakhla";
    const response = await t.app.inject({
      method: "POST",
      url: `/unsubscribe?token=${token}`,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(200);
    expect((await stateOf("multipart@example.com"))?.status).toBe("Unsubscribed");
  });

  it("unsubscribes from the page's call, then subscribes again from it without a new confirmation", async () => {
    const token = await subscribed("page@example.com");
    const out = await postJson(t.app, "/api/newsletter/unsubscribe", { token });
    expect(out.json()).toEqual({
      message: "You are unsubscribed.",
      email: "pa••@example.com",
      status: "Unsubscribed",
    });
    // Pressing it twice changes nothing.
    expect((await postJson(t.app, "/api/newsletter/unsubscribe", { token })).statusCode).toBe(200);
    const back = await postJson(t.app, "/api/newsletter/subscribe-again", { token });
    expect(back.json()).toMatchObject({
      message: "You are subscribed again.",
      status: "Subscribed",
    });
    expect((await stateOf("page@example.com"))?.leftAt).toBeNull();
    const suppressions = await t.db
      .select()
      .from(mailSuppressions)
      .where(eq(mailSuppressions.emailHash, addressHash("page@example.com")));
    expect(suppressions).toHaveLength(0);
  });

  it("answers an unknown token with 404 and a message, unsubscribing nobody", async () => {
    const token = await subscribed("kept@example.com");
    for (const wrong of [
      "4b6a4a4e-5b1b-4c1e-9d59-7d2b9c3f0a11",
      "not-a-token",
      token.slice(0, -1),
    ]) {
      const oneClick = await t.app.inject({ method: "POST", url: `/unsubscribe?token=${wrong}` });
      expect(oneClick.statusCode).toBe(404);
      expect(oneClick.json().message).toMatch(/Nobody was unsubscribed/);
    }
    const none = await t.app.inject({ method: "POST", url: "/unsubscribe" });
    expect(none.statusCode).toBe(400);
    expect((await stateOf("kept@example.com"))?.status).toBe("Subscribed");
  });

  it("keeps a deleted subscriber's unsubscribe: the address stays suppressed and an import skips it", async () => {
    const token = await subscribed("gone@example.com");
    await postJson(t.app, "/api/newsletter/unsubscribe", { token });
    const { headers } = await loginAsAdmin(t.app, t.db);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/newsletter/delete",
      headers,
      payload: { email: "gone@example.com" },
    });
    expect(deleted.statusCode).toBe(200);
    const imported = await t.app.inject({
      method: "POST",
      url: "/api/admin/subscribers/import",
      headers,
      payload: { addresses: "Gone@Example.com\nnew-one@example.com, not-an-address" },
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({
      added: 1,
      alreadyListed: 0,
      suppressed: 1,
      invalid: ["not-an-address"],
    });
    expect(await stateOf("gone@example.com")).toBeUndefined();
    expect(await stateOf("Gone@Example.com")).toBeUndefined();
    expect((await stateOf("new-one@example.com"))?.status).toBe("Pending confirmation");
    const mailsToGone = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "Gone@Example.com"));
    expect(mailsToGone).toHaveLength(0);
  });
});
