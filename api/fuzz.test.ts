import { describe, expect, it } from "vitest";
import { loginAsAdmin } from "./test/admin";
import { aContact, aFounderLead, aHandbookLead, anApplication } from "./test/factories";
import { useTestApp } from "./test/helpers";
import { paidOrder, paymentTestEnv, submission } from "./test/payments";

const NUL = "\u0000";
/** Half of a surrogate pair: JSON.stringify sends it as the escape "\ud800", which jsonb refuses. */
const LONE_SURROGATE = "\ud800";
const CONTROL = "Must not contain control characters";
const INVALID = "Must not contain invalid characters";

describe("text PostgreSQL cannot store is refused, naming the field", () => {
  const t = useTestApp(paymentTestEnv);

  const post = (url: string, payload: object, headers = {}) =>
    t.app.inject({ method: "POST", url, payload, headers });

  it.each([
    ["/api/newsletter/subscribe", { email: `a${NUL}@example.com` }, "Email"],
    ["/api/contact", aContact({ name: `Amira${NUL}` }), "Name"],
    ["/api/contact", aContact({ recipient: `${NUL}` }), "Recipient"],
    ["/api/leads", aHandbookLead({ name: `Rohan${NUL}` }), "Name"],
    ["/api/leads", aFounderLead({ startup: `Krishi${NUL}Ledger` }), "Startup"],
    [
      "/api/funding-interest",
      { name: "Huda", email: "huda@example.com", company: NUL, idea: "Dates, delivered" },
      "Company",
    ],
    [
      "/api/consultancy-requests",
      {
        businessName: `Oasis${NUL}`,
        businessAge: 3,
        industry: "Retail",
        primaryProblem: "Cash flow",
        expectations: "A plan",
      },
      "BusinessName",
    ],
    ["/api/coupon/verify", { code: `GULF${NUL}50` }, "Code"],
    [
      "/api/payment/create-order",
      { amount: 500000, answers: anApplication({ journey: `Ten years${NUL}` }) },
      "Journey",
    ],
    ["/api/payment/test-checkout", { orderId: `order_${NUL}` }, "OrderId"],
    ["/api/apply", { ...anApplication({ fullName: NUL }), finalPrice: 0 }, "FullName"],
    ["/api/admin/login", { username: `admin${NUL}`, password: "whatever it is" }, "Username"],
  ])("POST %s with NUL in a text field answers 400 naming it", async (url, payload, field) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`${field}: ${CONTROL}`);
  });

  it("answers 400 to q=%00 and status=%00 on every staff list and CSV export", async () => {
    const { headers } = await loginAsAdmin(t.app, t.db);
    const paths = Object.keys(t.app.swagger().paths ?? {}).filter((path) =>
      path.startsWith("/api/admin/"),
    );
    const lists = paths.filter((path) =>
      // A console list is a path with the list query: page, pageSize, q, status, sort.
      ((t.app.swagger().paths?.[path]?.get?.parameters ?? []) as { name?: string }[]).some(
        (parameter) => parameter.name === "q",
      ),
    );
    expect(lists.length).toBeGreaterThanOrEqual(14);
    expect(lists).toEqual(
      expect.arrayContaining(["/api/admin/contacts", "/api/admin/contacts.csv"]),
    );
    const answers: string[] = [];
    for (const path of lists) {
      for (const [param, label] of [
        ["q", "Q"],
        ["status", "Status"],
      ]) {
        const response = await t.app.inject({
          method: "GET",
          url: `${path}?${param}=%00`,
          headers,
        });
        answers.push(`${path} ${param}: ${response.statusCode} ${response.json().message}`);
        expect(response.json().message, `${path} ${param}`).toBe(`${label}: ${CONTROL}`);
      }
    }
    expect(answers.filter((answer) => !answer.includes(" 400 "))).toEqual([]);
  });

  it("answers 400 to a lone surrogate in the application's answers, stored or kept with the order", async () => {
    const order = await post("/api/payment/create-order", {
      amount: 500000,
      answers: anApplication({ pitch: `Cold chain ${LONE_SURROGATE}` }),
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe(`Pitch: ${INVALID}`);

    const { answers, payment } = await paidOrder(t.app);
    const apply = await post("/api/apply", {
      ...submission({ ...answers, challenge: LONE_SURROGATE }, payment, { finalPrice: 500000 }),
    });
    expect(apply.statusCode).toBe(400);
    expect(apply.json().message).toBe(`Challenge: ${INVALID}`);
  });

  it("answers 400 to a lone surrogate in the evaluation staff write", async () => {
    const { headers } = await loginAsAdmin(t.app, t.db);
    const { answers, payment } = await paidOrder(t.app);
    const applied = await post("/api/apply", submission(answers, payment, { finalPrice: 500000 }));
    expect(applied.statusCode).toBe(201);
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/apply/update-status",
      headers,
      payload: {
        applicationId: applied.json()._id,
        adminAnswers: { "Market Size and Opportunity": `Large ${LONE_SURROGATE}` },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Market Size and Opportunity: ${INVALID}`);
  });
});
