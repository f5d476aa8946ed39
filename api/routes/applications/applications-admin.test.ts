import { beforeAll, describe, expect, it } from "vitest";
import { EVALUATION_TOPICS } from "../../../core/scorecard";
import { createApplication } from "../../applications/applications-repository";
import { loginAsAdmin } from "../../test/admin";
import { anApplication } from "../../test/factories";
import { useTestApp } from "../../test/helpers";
import { applyWith, paidOrder, submission } from "../../test/payments";

describe("applications in the admin console", () => {
  const t = useTestApp();
  let headers: { authorization: string };
  let applicationId: string;

  beforeAll(async () => {
    headers = (await loginAsAdmin(t.app, t.db, { name: "Tariq Nasser" })).headers;
    const application = await createApplication(t.db, anApplication({ startupName: "ColdLine" }), {
      paymentId: "pay_test_123",
      couponCode: "GULF50",
      finalPrice: 250000,
      partnerName: "Gulf Angels",
    });
    applicationId = application._id;
  });

  const patch = (payload: object) =>
    t.app.inject({ method: "PATCH", url: "/api/apply/update-status", headers, payload });

  it("lists applications with every applicant field and the payment details", async () => {
    const [application] = (
      await t.app.inject({ method: "GET", url: "/api/apply/all", headers })
    ).json();
    expect(application).toMatchObject({
      _id: applicationId,
      startupName: "ColdLine",
      teamSize: 7,
      achievements: "",
      status: "Pending",
      scheduleDateTime: null,
      adminAnswers: {},
      paymentId: "pay_test_123",
      couponCode: "GULF50",
      finalPrice: 250000,
      partnerName: "Gulf Angels",
    });
    for (const field of Object.keys(anApplication())) expect(application).toHaveProperty(field);
  });

  it("schedules with a date and time and keeps the schedule through later statuses", async () => {
    const scheduled = await patch({
      applicationId,
      status: "Scheduled",
      scheduleDateTime: "2026-12-10T10:00:00+05:30",
    });
    expect(scheduled.json()).toMatchObject({
      status: "Scheduled",
      scheduleDateTime: "2026-12-10T04:30:00.000Z",
    });
    const discussing = await patch({ applicationId, status: "In Discussion" });
    expect(discussing.json()).toMatchObject({
      status: "In Discussion",
      scheduleDateTime: "2026-12-10T04:30:00.000Z",
    });
  });

  it.each([
    [{ status: "Scheduled" }, "ScheduleDateTime: Choose a date and time for the schedule"],
    [
      { status: "Scheduled", scheduleDateTime: "tomorrow" },
      "ScheduleDateTime: Schedule must be a date and time",
    ],
    [{ status: "Approved" }, "Status: Choose a status"],
    [{}, "Send a status or evaluation answers"],
    [
      { adminAnswers: { "Favourite colour": "Blue" } },
      'AdminAnswers: Unrecognized key: "Favourite colour"',
    ],
  ])("refuses %j", async (change, message) => {
    const response = await patch({ applicationId, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("stores the evaluation, drops blank topics and resolves the application", async () => {
    const adminAnswers = Object.fromEntries(
      EVALUATION_TOPICS.map((topic, i) => [topic, i < 12 ? `Notes on ${topic}` : "  "]),
    );
    const response = await patch({ applicationId, adminAnswers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe("Resolved");
    expect(Object.keys(body.adminAnswers)).toEqual(EVALUATION_TOPICS.slice(0, 12));
    expect(body.adminAnswers["Founders and Their Background"]).toBe(
      "Notes on Founders and Their Background",
    );
  });

  it("answers the report", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/apply/get-report",
      headers,
      payload: { applicationId },
    });
    expect(response.json()).toEqual({
      startupName: "ColdLine",
      fullName: "Aisha Rahman",
      email: expect.stringMatching(/@example\.com$/),
      status: "Resolved",
      scheduleDateTime: "2026-12-10T04:30:00.000Z",
      adminAnswers: expect.objectContaining({
        "Founders and Their Background": "Notes on Founders and Their Background",
      }),
      // No reviewer has submitted a scorecard: the admin's evaluation alone stores none.
      scorecard: expect.objectContaining({ reviewers: 0, weightedTotal: null, redFlags: [] }),
    });
    expect(response.json().adminAnswers).not.toHaveProperty("Anomalies or Red Flags");
  });

  it("answers 404 for an unknown application", async () => {
    const unknown = "0b7c5c1e-8d0a-4b1f-9a57-5c3d2e1f0a99";
    expect((await patch({ applicationId: unknown, status: "Pending" })).statusCode).toBe(404);
    const report = await t.app.inject({
      method: "POST",
      url: "/api/apply/get-report",
      headers,
      payload: { applicationId: unknown },
    });
    expect(report.statusCode).toBe(404);
    expect(report.json()).toEqual({ message: "Application not found." });
  });

  it("shows who changed what on the record", async () => {
    const { audit } = (
      await t.app.inject({
        method: "GET",
        url: `/api/admin/applications/${applicationId}`,
        headers,
      })
    ).json();
    expect(
      audit.map((event: { action: string; adminName: string }) => [event.action, event.adminName]),
    ).toEqual([
      ["status", "Tariq Nasser"],
      ["status", "Tariq Nasser"],
      ["evaluation", "Tariq Nasser"],
    ]);
    expect(audit[2].detail).toBe("Evaluation saved (12 of 13 topics); status Resolved");
  });

  it("filters the paged list by status and exports paid amounts in rupees", async () => {
    const page = (
      await t.app.inject({
        method: "GET",
        url: "/api/admin/applications?status=Resolved&q=coldline",
        headers,
      })
    ).json();
    expect(page.total).toBe(1);
    const csv = (await t.app.inject({ method: "GET", url: "/api/admin/applications.csv", headers }))
      .body;
    expect(csv.split("\r\n")[1]).toContain(",2500.00,GULF50,Gulf Angels");
  });

  it("marks an application paid through the test checkout, in the list, its details and the CSV", async () => {
    const { answers, order, payment } = await paidOrder(t.app, {
      answers: anApplication({ startupName: "Test Paid Labs" }),
    });
    const applied = await applyWith(
      t.app,
      submission(answers, payment, { finalPrice: order.amount }),
    );
    expect(applied.statusCode).toBe(201);

    const page = (
      await t.app.inject({ method: "GET", url: "/api/admin/applications?sort=newest", headers })
    ).json();
    const byName = (name: string) =>
      page.items.find((item: { startupName: string }) => item.startupName === name);
    expect(byName("Test Paid Labs").paymentMode).toBe("test");
    // Made without an order (as a free coupon makes it): nothing was paid, no mode.
    expect(byName("ColdLine").paymentMode).toBeNull();

    // A search reads it too (the page is sorted out of the matches: api/lists/list-page.ts).
    const found = (
      await t.app.inject({
        method: "GET",
        url: "/api/admin/applications?q=test%20paid%20labs",
        headers,
      })
    ).json();
    expect(found.items.map((item: { paymentMode: string }) => item.paymentMode)).toEqual(["test"]);

    const details = await t.app.inject({
      method: "GET",
      url: `/api/admin/applications/${byName("Test Paid Labs")._id}`,
      headers,
    });
    expect(details.json().application.paymentMode).toBe("test");

    const rows = (
      await t.app.inject({ method: "GET", url: "/api/admin/applications.csv", headers })
    ).body.split("\r\n");
    const header = rows[0]?.split(",") ?? [];
    const column = header.indexOf("Payment mode");
    expect(column).toBe(header.length - 1);
    const rowOf = (name: string) => rows.find((row) => row.includes(name))?.split(",") ?? [];
    expect(rowOf("Test Paid Labs")[column]).toBe("test");
    expect(rowOf("ColdLine").at(-1)).toBe("");
  });
});
