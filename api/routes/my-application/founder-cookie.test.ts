import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FOUNDER_COOKIE } from "../../../core/founder-link";
import { NO_BOOKING_MESSAGE } from "../../../core/founder-messages";
import { DECIDED_MESSAGE, SLOT_TAKEN_MESSAGE } from "../../../core/pitch-slots";
import { applications } from "../../db/schema/applications";
import { mailOutbox } from "../../db/schema/mail";
import { secretBox } from "../../lib/secret-box";
import { createSlot } from "../../pitch-slots/pitch-slots-repository";
import { pageServices } from "../../site/page-services";
import { loginAsAdmin } from "../../test/admin";
import { anApplication } from "../../test/factories";
import { aPaidApplication } from "../../test/founder";
import { testConfig, useTestApp } from "../../test/helpers";
import { applyWith, paidOrder, paymentTestEnv, submission } from "../../test/payments";

// The founder cookie (docs/decisions/036-founder-cookie.md): the private link's token where the
// server sees it and the page's scripts do not, checked on every request like the header.

const NOT_VALID =
  "This link no longer opens an application. Ask for a new one with the e-mail address you applied with.";
const ATTRIBUTES = "; Path=/; HttpOnly; Secure; SameSite=Strict";
const cookieOf = (token: string) => `${FOUNDER_COOKIE}=${token}`;

describe("the founder cookie", () => {
  const t = useTestApp(paymentTestEnv);

  it("comes with the answer to the browser that applied, HttpOnly, Secure and SameSite=Strict", async () => {
    const answers = anApplication();
    const { payment } = await paidOrder(t.app, { answers });
    const response = await applyWith(t.app, submission(answers, payment, { finalPrice: 500_000 }));
    expect(response.statusCode).toBe(201);
    const { founderToken } = response.json() as { founderToken: string };
    expect(response.headers["set-cookie"]).toBe(`${cookieOf(founderToken)}${ATTRIBUTES}`);
  });

  it("opens the founder's routes as the header does, and nothing once staff revoke the link", async () => {
    const { applicationId, token } = await aPaidApplication(t.app);
    const get = (cookie: string) =>
      t.app.inject({ method: "GET", url: "/api/my-application", headers: { cookie } });
    const opened = await get(`theme=dark; ${cookieOf(token)}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()._id).toBe(applicationId);
    const receipt = await t.app.inject({
      method: "GET",
      url: "/api/my-application/receipt",
      headers: { cookie: cookieOf(token) },
    });
    expect(receipt.headers["content-type"]).toBe("application/pdf");

    const { headers } = await loginAsAdmin(t.app, t.db);
    await t.app.inject({
      method: "POST",
      url: `/api/admin/applications/${applicationId}/founder-side/revoke-links`,
      headers,
    });
    const refused = await get(cookieOf(token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: NOT_VALID });
    expect((await get("theme=dark")).statusCode).toBe(403);
  });
});

describe("what the founder's page asks of the services", () => {
  const t = useTestApp(paymentTestEnv);
  const services = () =>
    pageServices({
      db: t.db,
      gstin: null,
      jobs: t.app.jobs,
      log: t.app.log,
      mailer: t.app.mailer,
      now: () => new Date(),
      siteUrl: t.app.settings.siteUrl,
      staff: { settings: testConfig(), box: secretBox(undefined) },
    });

  it("exchanges a live link for the cookie, and a dead one for the message the page shows", async () => {
    const { token } = await aPaidApplication(t.app);
    expect(await services().openFounderLink(` ${token} `)).toEqual({
      setCookie: `${cookieOf(token)}${ATTRIBUTES}`,
      message: null,
    });
    for (const dead of ["", "x".repeat(43), "x".repeat(5000)]) {
      expect(await services().openFounderLink(dead)).toEqual({
        setCookie: null,
        message: NOT_VALID,
      });
    }
    expect(services().forgetFounderLink).toBe(`${FOUNDER_COOKIE}=; Max-Age=0${ATTRIBUTES}`);
  });

  it("reads the application the cookie opens, checked again on every request", async () => {
    const { applicationId, token, answers } = await aPaidApplication(t.app);
    const page = await services().founderPage(cookieOf(token));
    expect(page.message).toBeNull();
    expect(page.application).toMatchObject({
      _id: applicationId,
      stage: "Received",
      answers: { startupName: answers.startupName },
    });
    expect(await services().founderPage(null)).toEqual({ application: null, message: null });

    const { headers } = await loginAsAdmin(t.app, t.db);
    await t.app.inject({
      method: "POST",
      url: `/api/admin/applications/${applicationId}/founder-side/revoke-links`,
      headers,
    });
    expect(await services().founderPage(cookieOf(token))).toEqual({
      application: null,
      message: NOT_VALID,
    });
  });

  it("reads the pitch slots the founder's routes answer, and none without a live link", async () => {
    const { applicationId, token } = await aPaidApplication(t.app);
    const answered = await t.app.inject({
      method: "GET",
      url: "/api/my-application/pitch-slot",
      headers: { cookie: cookieOf(token) },
    });
    expect(answered.statusCode).toBe(200);
    expect(await services().founderPitchSlots(cookieOf(token))).toEqual(answered.json());
    expect(await services().founderPitchSlots(null)).toBeNull();

    const { headers } = await loginAsAdmin(t.app, t.db);
    await t.app.inject({
      method: "POST",
      url: `/api/admin/applications/${applicationId}/founder-side/revoke-links`,
      headers,
    });
    expect(await services().founderPitchSlots(cookieOf(token))).toBeNull();
  });

  it("books, moves and cancels the pitch slot as the founder's routes do, and says why not", async () => {
    const { applicationId, token } = await aPaidApplication(t.app);
    const other = await aPaidApplication(t.app);
    const inDays = (days: number) =>
      createSlot(t.db, {
        startsAt: new Date(
          Math.floor((Date.now() + days * 86_400_000) / 60_000) * 60_000,
        ).toISOString(),
        durationMinutes: 30,
        representativeName: "Layla Haddad",
        representativeEmail: "layla@nakhla.example",
      });
    const [first, second, taken] = [await inDays(3), await inDays(4), await inDays(5)];
    const change = services().changePitchSlot;
    expect(
      (await change(cookieOf(other.token), { intent: "book", slotId: taken._id })).message,
    ).toBeNull();

    const booked = await change(cookieOf(token), { intent: "book", slotId: first._id });
    expect(booked.value?.booking).toMatchObject({ _id: first._id, changeable: true });
    const moved = await change(cookieOf(token), { intent: "move", slotId: second._id });
    expect(moved.value?.booking?._id).toBe(second._id);
    expect(moved.value?.open.map((slot) => slot._id)).toContain(first._id);
    expect(await change(cookieOf(token), { intent: "move", slotId: taken._id })).toEqual({
      value: null,
      message: SLOT_TAKEN_MESSAGE,
    });
    const cancelled = await change(cookieOf(token), { intent: "cancel" });
    expect(cancelled.value?.booking).toBeNull();
    const [application] = await t.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect(application?.status).toBe("Pending");
    expect(await change(cookieOf(token), { intent: "cancel" })).toEqual({
      value: null,
      message: NO_BOOKING_MESSAGE,
    });

    const { headers } = await loginAsAdmin(t.app, t.db);
    await t.app.inject({
      method: "POST",
      url: `/api/admin/applications/${applicationId}/founder-side/revoke-links`,
      headers,
    });
    expect(await change(cookieOf(token), { intent: "book", slotId: first._id })).toEqual({
      value: null,
      message: NOT_VALID,
    });
    expect(await change(null, { intent: "cancel" })).toEqual({ value: null, message: NOT_VALID });
  });

  it("mails fresh links to an address that applied, and nothing, quietly, to one that did not", async () => {
    const { answers } = await aPaidApplication(t.app);
    const linksTo = (to: string) =>
      t.db
        .select({ to: mailOutbox.to })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, "founder-link")));
    await services().emailFounderLinks({ email: answers.email });
    await services().emailFounderLinks({ email: "nobody.applied@example.com" });
    await t.app.jobs.settled();
    expect(await linksTo(answers.email)).toHaveLength(1);
    expect(await linksTo("nobody.applied@example.com")).toHaveLength(0);
  });

  it("keeps a link to the deck as the founder's route does, and says why not", async () => {
    const { applicationId, token } = await aPaidApplication(t.app);
    const kept = await services().linkDeck(cookieOf(token), { url: "https://drive.example/d" });
    expect(kept).toMatchObject({ value: { kind: "link", url: "https://drive.example/d" } });
    const read = await t.app.inject({
      method: "GET",
      url: "/api/my-application",
      headers: { cookie: cookieOf(token) },
    });
    expect(read.json().decks[0]).toMatchObject({ kind: "link", url: "https://drive.example/d" });
    expect(await services().linkDeck(null, { url: "https://drive.example/d" })).toEqual({
      value: null,
      message: NOT_VALID,
    });

    const { headers } = await loginAsAdmin(t.app, t.db);
    const resolved = await t.app.inject({
      method: "PATCH",
      url: "/api/apply/update-status",
      headers,
      payload: { applicationId, status: "Resolved" },
    });
    expect(resolved.statusCode).toBe(200);
    expect(await services().linkDeck(cookieOf(token), { url: "https://drive.example/e" })).toEqual({
      value: null,
      message: DECIDED_MESSAGE,
    });
  });
});
