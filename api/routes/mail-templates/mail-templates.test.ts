import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createApplication } from "../../applications/applications-repository";
import { mailOutbox } from "../../db/schema/mail";
import { bookPitchSlot } from "../../pitch-slots/booking";
import { createSlot } from "../../pitch-slots/pitch-slots-repository";
import { loginAsAdmin } from "../../test/admin";
import { anApplication } from "../../test/factories";
import { useTestApp } from "../../test/helpers";

describe("decision e-mail templates and notifying the founder", () => {
  const t = useTestApp();
  let headers: { authorization: string };
  beforeAll(async () => {
    headers = (await loginAsAdmin(t.app, t.db, { name: "Tariq Nasser" })).headers;
  });

  const anApplicant = (startupName: string) =>
    createApplication(t.db, anApplication({ startupName }), {
      paymentId: "pay_1",
      couponCode: null,
      finalPrice: 500_000,
      partnerName: null,
    });
  const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const put = (kind: string, payload: object) =>
    t.app.inject({ method: "PUT", url: `/api/mail-templates/${kind}`, headers, payload });
  const patchStatus = (payload: object) =>
    t.app.inject({ method: "PATCH", url: "/api/apply/update-status", headers, payload });

  it("lists the six templates with their built-in text until an admin edits one", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/mail-templates", headers });
    expect(response.statusCode).toBe(200);
    const templates = response.json();
    expect(templates.map((template: { kind: string }) => template.kind)).toEqual([
      "received",
      "deck-requested",
      "pitch-booked",
      "moved-to-discussion",
      "accepted",
      "declined",
    ]);
    expect(templates[0]).toMatchObject({ updatedBy: null, updatedAt: null });
    expect(templates[0].body).toContain("Our analysts are reviewing your submission.");
  });

  it("saves an edited template with who changed it, and puts the default back on reset", async () => {
    const saved = await put("declined", {
      subject: "About {startupName}",
      body: "Dear {founderName},\nNot this time.",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ kind: "declined", updatedBy: "Tariq Nasser" });
    const listed = (
      await t.app.inject({ method: "GET", url: "/api/mail-templates", headers })
    ).json();
    expect(listed[5]).toMatchObject({ subject: "About {startupName}" });

    const reset = await t.app.inject({
      method: "DELETE",
      url: "/api/mail-templates/declined",
      headers,
    });
    expect(reset.json()).toMatchObject({
      updatedBy: null,
      subject: "Your application for {startupName}",
    });
  });

  it("keeps an Arabic text beside the English, says when it is behind, and mails it in Arabic", async () => {
    const list = async () =>
      (await t.app.inject({ method: "GET", url: "/api/mail-templates", headers })).json();
    const built = (await list())[4];
    expect(built.kind).toBe("accepted");
    expect(built.arabic).toMatchObject({ updatedBy: null, behindEnglish: false });
    expect(built.arabic.subject).toMatch(/[\u0600-\u06ff]/);

    await put("accepted", { subject: "Welcome, {startupName}", body: "Dear {founderName},\nYes." });
    expect((await list())[4].arabic).toMatchObject({ updatedBy: null, behindEnglish: true });
    const arabic = await put("accepted", {
      language: "ar",
      subject: "أهلًا بكم، {startupName}",
      body: "عزيزي {founderName}،\nنعم.",
    });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.json()).toMatchObject({
      subject: "Welcome, {startupName}",
      arabic: {
        subject: "أهلًا بكم، {startupName}",
        updatedBy: "Tariq Nasser",
        behindEnglish: false,
      },
    });
    const refused = await put("accepted", { language: "fr", subject: "Salut", body: "Oui" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Language: Unknown language");

    // A founder who applied in Arabic gets the Arabic text, one in English the English.
    const inArabic = await createApplication(
      t.db,
      anApplication({ startupName: "Sahla" }),
      { paymentId: "pay_ar", couponCode: null, finalPrice: 500_000, partnerName: null },
      null,
      "ar",
    );
    const inEnglish = await anApplicant("Plain Co");
    for (const application of [inArabic, inEnglish]) {
      const notified = await patchStatus({
        applicationId: application._id,
        status: "Resolved",
        notify: "accepted",
      });
      expect(notified.statusCode).toBe(200);
    }
    const [arabicMail] = await mailsTo(inArabic.email);
    expect(arabicMail?.subject).toMatch(/^أهلًا بكم، .?Sahla.?$/);
    expect(arabicMail?.text).toContain("نعم.");
    expect((await mailsTo(inEnglish.email)).map((mail) => mail.subject)).toEqual([
      "Welcome, Plain Co",
    ]);

    // Reset in Arabic: the built-in Arabic again, the English as edited.
    const reset = await t.app.inject({
      method: "DELETE",
      url: "/api/mail-templates/accepted?language=ar",
      headers,
    });
    expect(reset.json()).toMatchObject({
      subject: "Welcome, {startupName}",
      arabic: { subject: built.arabic.subject, updatedBy: null, behindEnglish: true },
    });
    await t.app.inject({ method: "DELETE", url: "/api/mail-templates/accepted", headers });
  });

  it("refuses an unknown placeholder, a stray brace, an empty body and an unknown template", async () => {
    const unknown = await put("accepted", { subject: "Hi {firstName}", body: "Text" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain("Use only these placeholders: {founderName}");
    expect((await put("accepted", { subject: "Hi", body: "A { here" })).statusCode).toBe(400);
    const empty = await put("accepted", { subject: "Hi", body: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain("This field is required");
    expect((await put("welcome", { subject: "Hi", body: "Text" })).statusCode).toBe(400);
  });

  it("puts one mail in the outbox when a status change notifies the founder, none without", async () => {
    const application = await anApplicant("Notify Co");
    const silent = await patchStatus({ applicationId: application._id, status: "In Discussion" });
    expect(silent.statusCode).toBe(200);
    expect(await mailsTo(application.email)).toHaveLength(0);

    await put("moved-to-discussion", {
      subject: "{startupName} is with our team",
      body: "Dear {founderName},\nWe are discussing {startupName}. {link}",
    });
    const notified = await patchStatus({
      applicationId: application._id,
      status: "In Discussion",
      notify: "moved-to-discussion",
    });
    expect(notified.statusCode).toBe(200);
    const mails = await mailsTo(application.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: "moved-to-discussion",
      subject: "Notify Co is with our team",
      status: "outbox",
    });
    expect(mails[0]?.text).toContain(`Dear ${application.fullName},\nWe are discussing Notify Co.`);
    expect(mails[0]?.text).not.toMatch(/[{}]/);
  });

  it("sends the decision staff chose for Resolved, and refuses a mail that does not fit the status", async () => {
    const application = await anApplicant("Decide Co");
    const wrong = await patchStatus({
      applicationId: application._id,
      status: "Pending",
      notify: "accepted",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain("This e-mail does not go with that status");
    const declined = await patchStatus({
      applicationId: application._id,
      status: "Resolved",
      notify: "declined",
    });
    expect(declined.statusCode).toBe(200);
    const mails = await mailsTo(application.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["Your application for Decide Co"]);
  });

  it("tells the founder when their pitch is, for Scheduled", async () => {
    const application = await anApplicant("Pitch Co");
    const response = await patchStatus({
      applicationId: application._id,
      status: "Scheduled",
      scheduleDateTime: "2026-12-01T15:30:00+05:30",
      notify: "pitch-booked",
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await mailsTo(application.email);
    expect(mail?.subject).toBe(
      "Your pitch for Pitch Co: Tue, 1 Dec 2026, 15:30 India time (14:00 UAE time)",
    );
    expect(mail?.text).toContain("with one of our representatives");
  });

  it("sends a booked founder's slot and invitation again when staff notify Scheduled", async () => {
    const application = await anApplicant("Booked Co");
    const slot = await createSlot(t.db, {
      startsAt: new Date(Math.floor((Date.now() + 72 * 3_600_000) / 60_000) * 60_000).toISOString(),
      durationMinutes: 30,
      representativeName: "Karim Nassar",
      representativeEmail: "karim@nakhla.example",
    });
    await bookPitchSlot(
      { db: t.db, mailer: t.app.mailer, log: t.app.log, siteUrl: "http://localhost:3000" },
      application._id,
      slot._id,
    );
    const response = await patchStatus({
      applicationId: application._id,
      status: "Scheduled",
      scheduleDateTime: slot.startsAt,
      notify: "pitch-booked",
    });
    expect(response.statusCode).toBe(200);
    const mails = await mailsTo(application.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain("with Karim Nassar");
    expect(mails[1]?.calendar?.content).toBe(
      mails[0]?.calendar?.content.replace(
        /DTSTAMP:\w+/,
        mails[1]?.calendar?.content.match(/DTSTAMP:\w+/)?.[0] ?? "",
      ),
    );
  });
});
