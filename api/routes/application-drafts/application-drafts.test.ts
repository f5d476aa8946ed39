import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApplication } from "../../applications/applications-repository";
import { applicationDrafts, draftLinks } from "../../db/schema/application-drafts";
import { mailOutbox } from "../../db/schema/mail";
import { draftRemindersJob } from "../../jobs/draft-reminders";
import { retentionJob } from "../../jobs/retention";
import { createCoupon } from "../../payments/coupons";
import { loginAsAdmin } from "../../test/admin";
import { anApplication } from "../../test/factories";
import { useTestApp } from "../../test/helpers";

const days = (n: number) => n * 24 * 3_600_000;

describe("a draft that follows the founder", () => {
  const t = useTestApp();
  const deps = () => ({
    db: t.db,
    mailer: t.app.mailer,
    log: t.app.log,
    provider: undefined as never,
    siteUrl: "http://localhost:3000",
  });

  const save = (payload: object) =>
    t.app.inject({ method: "POST", url: "/api/application-drafts", payload });
  const resume = (token: string) =>
    t.app.inject({ method: "POST", url: "/api/application-drafts/resume", payload: { token } });
  const mailsTo = (to: string) =>
    t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt);
  const linkIn = (text: string) => {
    const match = text.match(/http:\/\/localhost:3000\/application#resume=([\w-]+)/);
    if (!match?.[1]) throw new Error(`no resume link in ${text}`);
    return match[1];
  };
  const draftOf = async (email: string) => {
    const [row] = await t.db
      .select()
      .from(applicationDrafts)
      .where(eq(applicationDrafts.email, email));
    if (!row) throw new Error(`no draft of ${email}`);
    return row;
  };
  /** Moves a draft's last save into the past. */
  const age = (email: string, by: number) =>
    t.db
      .update(applicationDrafts)
      .set({ updatedAt: new Date(Date.now() - by), createdAt: new Date(Date.now() - by) })
      .where(eq(applicationDrafts.email, email));

  it("saves the answers and step, mails a link, and restores them from it (the token kept hashed)", async () => {
    const answers = { fullName: "Aisha Rahman", email: "aisha.draft@example.com", teamSize: "7" };
    const saved = await save({ email: "aisha.draft@example.com", step: 2, answers });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().message).toBe("We have e-mailed you a link to continue your application.");
    const [mail] = await mailsTo("aisha.draft@example.com");
    expect(mail?.subject).toBe("Your Nakhla Ventures application, saved");
    const token = linkIn(mail?.text ?? "");
    expect(token).toBe(saved.json().token);
    const [link] = await t.db.select().from(draftLinks);
    expect(link?.tokenHash).not.toContain(token);
    expect(JSON.stringify(await t.db.select().from(applicationDrafts))).not.toContain(token);

    const resumed = await resume(token);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ email: "aisha.draft@example.com", step: 2, answers });
  });

  it("updates the same draft when saved again with its token, and sends the same link", async () => {
    const first = await save({
      email: "omar.draft@example.com",
      step: 1,
      answers: { fullName: "Omar" },
    });
    const token = first.json().token;
    const again = await save({
      email: "omar.draft@example.com",
      step: 3,
      answers: { fullName: "Omar Haddad", startupName: "Dhow Data" },
      token,
    });
    expect(again.json().token).toBe(token);
    expect(
      await t.db
        .select()
        .from(applicationDrafts)
        .where(eq(applicationDrafts.email, "omar.draft@example.com")),
    ).toHaveLength(1);
    expect((await resume(token)).json()).toMatchObject({
      step: 3,
      answers: { fullName: "Omar Haddad", startupName: "Dhow Data" },
    });
    const mails = await mailsTo("omar.draft@example.com");
    expect(mails.map((mail) => linkIn(mail.text))).toEqual([token, token]);
  });

  it("refuses an unknown link, payment fields, unknown steps and bad e-mails", async () => {
    const unknown = await resume("x".repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      "This link is not valid or has expired. Please start again.",
    );
    const coupon = await save({
      email: "a@example.com",
      step: 2,
      answers: { couponCode: "GULF50" },
    });
    expect(coupon.statusCode).toBe(400);
    expect((await save({ email: "a@example.com", step: 9, answers: {} })).statusCode).toBe(400);
    const email = await save({ email: "not-an-email", step: 2, answers: {} });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toContain("Enter a valid e-mail address");
  });

  it("reminds once, three days after the last save, with a link that works", async () => {
    await save({ email: "sara.draft@example.com", step: 4, answers: { fullName: "Sara" } });
    const now = new Date();
    await draftRemindersJob.run(deps(), now);
    expect(await mailsTo("sara.draft@example.com")).toHaveLength(1);

    await age("sara.draft@example.com", days(3) + 60_000);
    expect(await draftRemindersJob.run(deps(), now)).toMatchObject({ reminded: 1 });
    const mails = await mailsTo("sara.draft@example.com");
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe("Your Nakhla Ventures application is waiting for you");
    expect((await resume(linkIn(mails[1]?.text ?? ""))).json()).toMatchObject({ step: 4 });
    // Never twice.
    await draftRemindersJob.run(deps(), new Date(now.getTime() + days(5)));
    expect(await mailsTo("sara.draft@example.com")).toHaveLength(2);
  });

  it("writes to a draft started in Arabic in Arabic, both mails, with the Arabic form's link", async () => {
    const saved = await save({
      email: "maryam.draft@example.com",
      step: 3,
      answers: { fullName: "مريم الكعبي" },
      language: "ar",
    });
    expect(saved.statusCode).toBe(201);
    // Saved again from the English form: the draft keeps the language it was started in.
    await save({
      email: "maryam.draft@example.com",
      step: 4,
      answers: { fullName: "مريم الكعبي" },
      token: saved.json().token,
      language: "en",
    });
    expect(await draftOf("maryam.draft@example.com")).toMatchObject({ language: "ar", step: 4 });
    await age("maryam.draft@example.com", days(3) + 60_000);
    await draftRemindersJob.run(deps(), new Date());
    const [first, again, reminder] = await mailsTo("maryam.draft@example.com");
    expect(first?.subject).toBe("حُفظ طلبك لدى \u2066Nakhla Ventures\u2069");
    expect(first?.text).toContain("حُفظ طلب التمويل الخاص بك.");
    expect(first?.text).toContain("نحتفظ بالطلب المحفوظ مدة 30 يومًا بعد آخر حفظ له.");
    expect(first?.text).toMatch(/^http:\/\/localhost:3000\/ar\/application#resume=[\w-]+$/m);
    expect(first?.html).toContain('dir="rtl"');
    expect(again?.subject).toBe(first?.subject);
    expect(reminder?.subject).toBe("طلبك لدى \u2066Nakhla Ventures\u2069 بانتظارك");
    expect(reminder?.text).toContain("هذا هو التذكير الوحيد الذي نرسله.");
    const token = /\/ar\/application#resume=([\w-]+)/.exec(reminder?.text ?? "")?.[1] ?? "";
    expect((await resume(token)).json()).toMatchObject({ step: 4 });
  });

  it("refuses a draft in a language the site does not have", async () => {
    const refused = await save({
      email: "x.draft@example.com",
      step: 2,
      answers: {},
      language: "fr",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("The language must be en or ar");
  });

  it("never reminds after the founder has applied, and the link then says so", async () => {
    const saved = await save({
      email: "Lina.Draft@example.com",
      step: 5,
      answers: { fullName: "Lina" },
    });
    await age("Lina.Draft@example.com", days(4));
    // An application from the same address, in any case, made after the draft.
    await createApplication(t.db, anApplication({ email: "lina.draft@example.com" }), {
      paymentId: null,
      couponCode: null,
      finalPrice: 0,
      partnerName: null,
    });
    expect(await draftRemindersJob.run(deps(), new Date())).toMatchObject({ reminded: 0 });
    expect(await mailsTo("Lina.Draft@example.com")).toHaveLength(1);
    const draft = await draftOf("Lina.Draft@example.com");
    expect(draft.submittedAt).not.toBeNull();
    expect(draft.answers).toEqual({});
    const gone = await resume(saved.json().token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe("This application has already been submitted.");
  });

  it("marks the drafts submitted when the application comes in through /api/apply", async () => {
    await save({ email: "free.draft@example.com", step: 6, answers: { fullName: "Free" } });
    await createCoupon(t.db, { code: "FREEDRAFT", partnerName: "Gulf Angels", finalPrice: 0 });
    const applied = await t.app.inject({
      method: "POST",
      url: "/api/apply",
      payload: {
        ...anApplication({ email: "free.draft@example.com" }),
        couponCode: "FREEDRAFT",
        finalPrice: 0,
      },
    });
    expect(applied.statusCode).toBe(201);
    expect((await draftOf("free.draft@example.com")).submittedAt).not.toBeNull();
    await age("free.draft@example.com", days(4));
    await draftRemindersJob.run(deps(), new Date());
    const kinds = (await mailsTo("free.draft@example.com")).map((mail) => mail.kind);
    expect(kinds).toEqual(["application-draft", "application", "deck-requested"]);
  });

  it("removes drafts 30 days after their last save, with their links", async () => {
    const kept = await save({ email: "kept.draft@example.com", step: 1, answers: {} });
    const old = await save({ email: "old.draft@example.com", step: 1, answers: {} });
    await age("kept.draft@example.com", days(29));
    await age("old.draft@example.com", days(30) + 60_000);
    const report = await retentionJob.run(deps(), new Date());
    expect(report).toMatchObject({ drafts: 1 });
    expect((await resume(kept.json().token)).statusCode).toBe(200);
    expect((await resume(old.json().token)).statusCode).toBe(404);
  });

  it("shows staff how many unfinished drafts stopped at each step", async () => {
    const { headers } = await loginAsAdmin(t.app, t.db);
    const before = (
      await t.app.inject({ method: "GET", url: "/api/admin/draft-funnel", headers })
    ).json();
    await save({ email: "f1@example.com", step: 3, answers: {} });
    await save({ email: "f2@example.com", step: 3, answers: {} });
    await save({ email: "f3@example.com", step: 6, answers: {} });
    const response = await t.app.inject({ method: "GET", url: "/api/admin/draft-funnel", headers });
    expect(response.statusCode).toBe(200);
    const funnel = response.json();
    expect(funnel.steps.map((step: { name: string }) => step.name)).toEqual([
      "Founder identity",
      "About the entrepreneurs",
      "Startup details",
      "Team",
      "Expectations",
      "Review",
    ]);
    const delta = funnel.steps.map(
      (step: { drafts: number }, i: number) => step.drafts - before.steps[i].drafts,
    );
    expect(delta).toEqual([0, 0, 2, 0, 0, 1]);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/draft-funnel" })).statusCode).toBe(
      401,
    );
  });
});
