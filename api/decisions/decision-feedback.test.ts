import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SCORED_TOPICS } from "../../core/scorecard";
import { auditEvents } from "../db/schema/audit";
import { loginAsAdmin, loginAsReviewer } from "../test/admin";
import { anApplication } from "../test/factories";
import { aPaidApplication, asFounder } from "../test/founder";
import { useTestApp } from "../test/helpers";
import { newestMail } from "../test/outbox";
import { paymentTestEnv } from "../test/payments";

// Feedback in the decision mail (docs/product.md, "Feedback in the decision mail"): the draft from
// the notes without names, an admin's approval or refusal kept in the history, the summary under
// the decision mail in the founder's language, kept on their page, and fixed once sent.

type Headers = Record<string, string>;

describe("feedback in the decision mail", () => {
  const t = useTestApp(paymentTestEnv);
  let admin: Headers;
  let rana: Headers;
  let omar: Headers;

  beforeAll(async () => {
    admin = (await loginAsAdmin(t.app, t.db, { name: "Huda Saleh" })).headers;
    rana = (await loginAsReviewer(t.app, t.db, { name: "Rana Aziz" })).headers;
    omar = (await loginAsReviewer(t.app, t.db, { name: "Omar Said" })).headers;
  });

  const score = (headers: Headers, id: string, notes: Record<string, string>) =>
    t.app.inject({
      method: "PUT",
      url: `/api/admin/applications/${id}/scorecard`,
      headers,
      payload: {
        scores: Object.fromEntries(SCORED_TOPICS.map((topic) => [topic, 2])),
        notes,
        redFlag: Boolean(notes["Anomalies or Red Flags"]),
        submit: true,
      },
    });
  const feedback = (headers: Headers, id: string, payload?: object) =>
    t.app.inject({
      method: payload ? "PUT" : "GET",
      url: `/api/admin/applications/${id}/feedback`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const decide = (id: string) =>
    t.app.inject({
      method: "PATCH",
      url: "/api/apply/update-status",
      headers: admin,
      payload: { applicationId: id, status: "Resolved", notify: "declined" },
    });
  const lastMailTo = (email: string) => newestMail(t.db, email, "declined");
  const historyOf = async (id: string) =>
    t.db
      .select({ action: auditEvents.action, detail: auditEvents.detail })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, id));
  const scoredTwice = async (language: "en" | "ar", email: string) => {
    const { applicationId, token } = await aPaidApplication(
      t.app,
      anApplication({ startupName: "Sahel Grid", email }),
      language,
    );
    expect(
      (
        await score(rana, applicationId, {
          "Founders and Their Background": "Deep grid experience.",
          "Anomalies or Red Flags": "A cap table nobody explained.",
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await score(omar, applicationId, { "Market Size and Opportunity": "The market is thin." }))
        .statusCode,
    ).toBe(200);
    return { applicationId, token };
  };

  it("drafts from the notes, sends the approved summary, keeps it, and fixes it once sent", async () => {
    const { applicationId, token } = await scoredTwice("en", "lina@sahelgrid.example");
    const first = await feedback(admin, applicationId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      language: "en",
      draft:
        "Founders and Their Background\n- Deep grid experience.\n\nMarket Size and Opportunity\n- The market is thin.",
      chosen: null,
    });
    // A reviewer does not choose what the founder reads.
    expect((await feedback(rana, applicationId)).statusCode).toBe(403);
    const blank = await feedback(admin, applicationId, { choice: "summary", summary: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain("This field is required");

    const summary = "Your team's grid experience stood out. We found the market too thin for now.";
    const approved = await feedback(admin, applicationId, { choice: "summary", summary });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().chosen).toMatchObject({ summary, chosenBy: "Huda Saleh", sentAt: null });
    expect(await historyOf(applicationId)).toContainEqual({
      action: "Feedback for the founder approved",
      detail: "",
    });
    // Before the decision the founder's page has none.
    const before = await asFounder(t.app, token, { url: "/api/my-application" });
    expect(before.json().feedback).toBeNull();

    expect((await decide(applicationId)).statusCode).toBe(200);
    const mail = await lastMailTo("lina@sahelgrid.example");
    expect(mail?.text).toContain(`What the reviewers said:\n\n${summary}`);
    expect(mail?.text).not.toContain("cap table");
    const page = (await asFounder(t.app, token, { url: "/api/my-application" })).json();
    expect(page.feedback).toMatchObject({ summary });
    const changed = await feedback(admin, applicationId, { choice: "summary", summary: "Other." });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(
      "The decision mail already carried the feedback: it stays as the founder received it.",
    );
  });

  it("carries the summary under an Arabic founder's mail with its Arabic heading", async () => {
    const { applicationId, token } = await scoredTwice("ar", "noor@sahelgrid.example");
    expect((await feedback(admin, applicationId)).json().language).toBe("ar");
    const summary = "تميّز فريقكم بخبرته في الشبكات.";
    await feedback(admin, applicationId, { choice: "summary", summary });
    expect((await decide(applicationId)).statusCode).toBe(200);
    const mail = await lastMailTo("noor@sahelgrid.example");
    expect(mail?.text).toContain(`ما قاله المراجعون:\n\n${summary}`);
    expect(
      (await asFounder(t.app, token, { url: "/api/my-application" })).json().feedback.summary,
    ).toBe(summary);
  });

  it("sends none when the admin says so, and keeps why in the history", async () => {
    const { applicationId, token } = await scoredTwice("en", "sami@sahelgrid.example");
    const missing = await feedback(admin, applicationId, { choice: "none", reason: "" });
    expect(missing.statusCode).toBe(400);
    const none = await feedback(admin, applicationId, {
      choice: "none",
      reason: "The notes discuss a legal matter we cannot share.",
    });
    expect(none.json().chosen).toMatchObject({
      summary: null,
      noSummaryReason: "The notes discuss a legal matter we cannot share.",
    });
    expect(await historyOf(applicationId)).toContainEqual({
      action: "No feedback for the founder",
      detail: "The notes discuss a legal matter we cannot share.",
    });
    expect((await decide(applicationId)).statusCode).toBe(200);
    expect((await lastMailTo("sami@sahelgrid.example"))?.text).not.toContain(
      "What the reviewers said",
    );
    expect((await asFounder(t.app, token, { url: "/api/my-application" })).json().feedback).toBe(
      null,
    );
  });

  it("answers 404 for an application that does not exist", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await feedback(admin, unknown)).statusCode).toBe(404);
    expect(
      (await feedback(admin, unknown, { choice: "none", reason: "No reason." })).statusCode,
    ).toBe(404);
  });
});
