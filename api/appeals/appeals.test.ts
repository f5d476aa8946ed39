import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { APPEAL_ALREADY_MADE, APPEAL_NOT_DECLINED, APPEAL_TOO_LATE } from "../../core/appeals";
import { SCORED_TOPICS } from "../../core/scorecard";
import { auditEvents } from "../db/schema/audit";
import { loginAsAdmin, loginAsReviewer } from "../test/admin";
import { anApplication } from "../test/factories";
import { aPaidApplication, asFounder } from "../test/founder";
import { useTestApp } from "../test/helpers";
import { newestMail } from "../test/outbox";
import { paymentTestEnv } from "../test/payments";
import { NOT_YOUR_APPEAL } from "./appeals";

// Appeals (docs/decisions/084-appeals.md): once, only when declined, within 30 days by the
// request's clock; to a reviewer who did not score and has no conflict; the admin's outcome mailed
// in the founder's language and kept on their page; every step in the history, and counted.

type Headers = Record<string, string>;
const DAY_MS = 24 * 60 * 60 * 1000;

describe("appeals", () => {
  const t = useTestApp({ ...paymentTestEnv, TEST_CLOCK: "true" });
  let admin: Headers;
  let rana: Headers;
  let omar: Headers;
  let layla: Headers;
  let sami: Headers;
  let samiId: string;

  beforeAll(async () => {
    admin = (await loginAsAdmin(t.app, t.db, { name: "Huda Saleh" })).headers;
    rana = (await loginAsReviewer(t.app, t.db, { name: "Rana Aziz" })).headers;
    omar = (await loginAsReviewer(t.app, t.db, { name: "Omar Said" })).headers;
    // First in line by name, but she declared a conflict with the startup.
    layla = (await loginAsReviewer(t.app, t.db, { name: "Layla Haddad" })).headers;
    const declared = await t.app.inject({
      method: "PUT",
      url: "/api/account/conflicts",
      headers: layla,
      payload: { conflicts: [{ kind: "advised", name: "Sahel Grid", domain: "" }] },
    });
    expect(declared.statusCode).toBe(200);
    const s = await loginAsReviewer(t.app, t.db, { name: "Sami Nasser" });
    sami = s.headers;
    samiId = s.id;
  });

  const score = (headers: Headers, id: string) =>
    t.app.inject({
      method: "PUT",
      url: `/api/admin/applications/${id}/scorecard`,
      headers,
      payload: {
        scores: Object.fromEntries(SCORED_TOPICS.map((topic) => [topic, 2])),
        notes: {},
        redFlag: false,
        submit: true,
      },
    });
  const decide = (id: string, notify: "declined" | "accepted") =>
    t.app.inject({
      method: "PATCH",
      url: "/api/apply/update-status",
      headers: admin,
      payload: { applicationId: id, status: "Resolved", notify },
    });
  const appeal = (token: string, reason: string, at?: Date) =>
    asFounder(t.app, token, {
      method: "POST",
      url: "/api/my-application/appeal",
      payload: { reason },
      headers: at ? { "x-test-now": at.toISOString() } : {},
    });
  const staff = (
    headers: Headers,
    id: string,
    path = "",
    payload?: object,
    method: "GET" | "PUT" | "POST" = payload ? "PUT" : "GET",
  ) =>
    t.app.inject({
      method,
      url: `/api/admin/applications/${id}/appeal${path}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const lastMail = (email: string, kind: string) => newestMail(t.db, email, kind);
  const historyOf = async (id: string) =>
    t.db
      .select({ action: auditEvents.action, detail: auditEvents.detail })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, id));
  const scoredAndDecided = async (
    email: string,
    language: "en" | "ar" = "en",
    decision: "declined" | "accepted" = "declined",
  ) => {
    const { applicationId, token } = await aPaidApplication(
      t.app,
      anApplication({ startupName: "Sahel Grid", email }),
      language,
    );
    expect((await score(rana, applicationId)).statusCode).toBe(200);
    expect((await score(omar, applicationId)).statusCode).toBe(200);
    expect((await decide(applicationId, decision)).statusCode).toBe(200);
    return { applicationId, token };
  };

  it("takes a declined founder's appeal once, to a fresh reviewer, and mails its receipt", async () => {
    const { applicationId, token } = await scoredAndDecided("lina@sahelgrid.example");
    const page = await asFounder(t.app, token, { url: "/api/my-application" });
    expect(page.json().appeal).toMatchObject({ receivedAt: null, outcome: null });
    expect(page.json().appeal.openUntil).not.toBeNull();

    expect((await appeal(token, "x".repeat(2001))).statusCode).toBe(400);
    const blank = await appeal(token, "   ");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain("This field is required");

    const made = await appeal(token, "Our revenue figures were read in lakhs, not crores.");
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      openUntil: null,
      reason: "Our revenue figures were read in lakhs, not crores.",
      outcome: null,
    });
    const again = await appeal(token, "Once more.");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPEAL_ALREADY_MADE);

    // Neither scorer, nor Layla (conflicted, though first by name): Sami.
    const read = await staff(admin, applicationId);
    expect(read.statusCode).toBe(200);
    expect(read.json().appeal.reviewer).toEqual({ id: samiId, name: "Sami Nasser" });
    expect(read.json()).toMatchObject({ canDecide: true, canRecommend: false });
    expect((await staff(sami, applicationId)).json()).toMatchObject({
      canRecommend: true,
      canDecide: false,
    });
    // Another reviewer learns nothing (answered as if there were none); a conflicted one is
    // refused with her reason.
    const other = await staff(rana, applicationId);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ appeal: null, canRecommend: false, canDecide: false });
    expect((await staff(layla, applicationId)).statusCode).toBe(403);
    const note = { recommendation: "reconsider", note: "The figures were misread." };
    const unassigned = await staff(rana, applicationId, "/recommendation", note);
    expect(unassigned.statusCode).toBe(403);
    expect(unassigned.json().message).toBe(NOT_YOUR_APPEAL);
    expect((await staff(omar, applicationId, "/recommendation", note)).statusCode).toBe(403);
    expect((await staff(layla, applicationId, "/recommendation", note)).statusCode).toBe(403);
    // A reviewer does not decide.
    const decision = { outcome: "overturned", text: "We misread your figures." };
    expect((await staff(sami, applicationId, "/decision", decision)).statusCode).toBe(403);

    const mail = await lastMail("lina@sahelgrid.example", "appeal-received");
    expect(mail?.subject).toContain("We received your appeal");
    expect(mail?.text).toContain("we will write to you with our answer by");
    expect(await historyOf(applicationId)).toContainEqual({
      action: "Appeal received",
      detail: "Assigned to Sami Nasser.",
    });
  });

  it("refuses an appeal unless declined, and after 30 days by the request's clock", async () => {
    const accepted = await scoredAndDecided("omar@accepted.example", "en", "accepted");
    const refused = await appeal(accepted.token, "Why?");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(APPEAL_NOT_DECLINED);

    const undecided = await aPaidApplication(t.app, anApplication({ email: "new@wait.example" }));
    expect((await appeal(undecided.token, "Why?")).statusCode).toBe(409);

    const late = await scoredAndDecided("late@sahelgrid.example");
    const day31 = new Date(Date.now() + 31 * DAY_MS);
    const page = await asFounder(t.app, late.token, {
      url: "/api/my-application",
      headers: { "x-test-now": day31.toISOString() },
    });
    expect(page.json().appeal).toBeNull();
    const tooLate = await appeal(late.token, "Please look again.", day31);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe(APPEAL_TOO_LATE);
    expect(
      (await appeal(late.token, "Please look again.", new Date(Date.now() + 29 * DAY_MS)))
        .statusCode,
    ).toBe(201);
  });

  it("takes the reviewer's recommendation, and mails the admin's outcome in Arabic", async () => {
    const { applicationId, token } = await scoredAndDecided("huda@sahelgrid.example", "ar");
    expect((await appeal(token, "أرقام الإيرادات قُرئت خطأً.")).statusCode).toBe(201);
    const view = (await staff(admin, applicationId)).json();
    const reviewer = view.appeal.reviewer.name === "Sami Nasser" ? sami : null;
    expect(reviewer).not.toBeNull();
    // The review queue lists it for Sami, whose it is, and for admins; not for other reviewers.
    const listed = async (headers: Headers) => {
      const open = await t.app.inject({ method: "GET", url: "/api/admin/appeals/open", headers });
      expect(open.statusCode).toBe(200);
      return (open.json().items as { applicationId: string }[]).find(
        (item) => item.applicationId === applicationId,
      );
    };
    const waiting = {
      applicationId,
      startupName: "Sahel Grid",
      reviewer: "Sami Nasser",
      recommended: false,
      overdue: false,
      dueAt: view.appeal.dueAt,
    };
    expect(await listed(sami)).toMatchObject(waiting);
    expect(await listed(admin)).toMatchObject(waiting);
    expect(await listed(rana)).toBeUndefined();
    const badChoice = await staff(sami, applicationId, "/recommendation", {
      recommendation: "maybe",
      note: "x",
    });
    expect(badChoice.statusCode).toBe(400);
    const recommended = await staff(sami, applicationId, "/recommendation", {
      recommendation: "reconsider",
      note: "The figures were misread.",
    });
    expect(recommended.statusCode).toBe(200);
    expect(recommended.json().appeal.recommendation).toMatchObject({
      recommendation: "reconsider",
      note: "The figures were misread.",
    });
    expect(await listed(admin)).toMatchObject({ ...waiting, recommended: true });

    const text = "قرأنا أرقامك من جديد، وسنعيد النظر في طلبك.";
    const decided = await staff(admin, applicationId, "/decision", {
      outcome: "overturned",
      text,
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({
      canDecide: false,
      appeal: { decision: { outcome: "overturned", text, by: "Huda Saleh" } },
    });
    // Decided: off both lists.
    expect(await listed(sami)).toBeUndefined();
    expect(await listed(admin)).toBeUndefined();
    const twice = await staff(admin, applicationId, "/decision", { outcome: "upheld", text });
    expect(twice.statusCode).toBe(409);
    expect(
      (await staff(sami, applicationId, "/recommendation", { recommendation: "uphold", note: "x" }))
        .statusCode,
    ).toBe(409);

    const mail = await lastMail("huda@sahelgrid.example", "appeal-decided");
    expect(mail?.subject).toContain("ردّنا على تظلّمك");
    expect(mail?.text).toContain("وسننظر في طلبك من جديد");
    expect(mail?.text).toContain(text);
    const page = (await asFounder(t.app, token, { url: "/api/my-application" })).json();
    expect(page.appeal).toMatchObject({ outcome: "overturned", outcomeText: text });
    expect(page.appeal.decidedAt).not.toBeNull();

    const history = await historyOf(applicationId);
    expect(history).toContainEqual({
      action: "Appeal recommendation",
      detail: "Reconsider: The figures were misread.",
    });
    expect(history).toContainEqual({ action: "Appeal overturned", detail: text });
    const status = await t.app.inject({
      method: "GET",
      url: `/api/admin/applications/${applicationId}`,
      headers: admin,
    });
    expect(status.json().application.status).toBe("In Discussion");
  });

  it("waits unassigned when no reviewer can take it, and counts appeals", async () => {
    // Sami scores too: every reviewer scored it or has a conflict.
    const { applicationId, token } = await aPaidApplication(
      t.app,
      anApplication({ startupName: "Sahel Grid", email: "all@sahelgrid.example" }),
    );
    for (const headers of [rana, omar, sami]) {
      expect((await score(headers, applicationId)).statusCode).toBe(200);
    }
    expect((await decide(applicationId, "declined")).statusCode).toBe(200);
    expect((await appeal(token, "Please read it again.")).statusCode).toBe(201);
    expect((await staff(admin, applicationId)).json().appeal.reviewer).toBeNull();
    expect(await historyOf(applicationId)).toContainEqual({
      action: "Appeal received",
      detail: "Waiting for a reviewer: every reviewer scored it or has a conflict of interest.",
    });
    const find = await staff(admin, applicationId, "/reviewer", undefined, "POST");
    expect(find.statusCode).toBe(409);
    const upheld = await staff(admin, applicationId, "/decision", {
      outcome: "upheld",
      text: "Our decision stands.",
    });
    expect(upheld.statusCode).toBe(200);
    const mail = await lastMail("all@sahelgrid.example", "appeal-decided");
    expect(mail?.text).toContain("our decision stands");

    const counts = await t.app.inject({
      method: "GET",
      url: "/api/admin/appeals/counts",
      headers: admin,
    });
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toMatchObject({ upheld: 1, overturned: 1 });
    expect(counts.json().received).toBeGreaterThanOrEqual(3);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/appeals/counts", headers: rana }))
        .statusCode,
    ).toBe(200);
    expect((await staff(admin, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });
});
