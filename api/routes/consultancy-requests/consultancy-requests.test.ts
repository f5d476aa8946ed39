import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { consultancyRequests } from "../../db/schema/public-forms";
import { loginAsAdmin } from "../../test/admin";
import { postJson, useTestApp } from "../../test/helpers";

let n = 0;
const aRequest = (overrides: object = {}) => ({
  businessName: `Chai Point Logistics ${++n}`,
  businessAge: 3,
  industry: "Food delivery",
  website: "https://chaipoint.example",
  email: "founder@chaipoint.example",
  primaryProblem: "Our delivery costs grow faster than our orders.",
  otherProblems: "Hiring riders in the monsoon.",
  expectations: "A unit-economics plan we can run in one quarter.",
  previousConsultancy: "A two-week audit in 2023.",
  ...overrides,
});

describe("POST /api/consultancy-requests", () => {
  const t = useTestApp();

  it("stores every answer and answers 201 with _id, createdAt and a message", async () => {
    const input = aRequest({ businessAge: 2.5 });
    const response = await postJson(t.app, "/api/consultancy-requests", input);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      _id: expect.any(String),
      createdAt: expect.any(String),
      message: "Consultancy request received",
    });
    const [row] = await t.db
      .select()
      .from(consultancyRequests)
      .where(eq(consultancyRequests.id, body._id));
    expect(row).toMatchObject(input);
    expect(row?.createdAt.toISOString()).toBe(body.createdAt);
  });

  it("takes only the required set of docs/product.md, section 3.4, storing absent optional answers as empty", async () => {
    const required = {
      businessName: "Loom & Weft",
      businessAge: 0,
      industry: "Textiles",
      primaryProblem: "Wholesale buyers pay in 120 days.",
      expectations: "Working-capital options.",
    };
    const response = await postJson(t.app, "/api/consultancy-requests", required);
    expect(response.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(consultancyRequests)
      .where(eq(consultancyRequests.id, response.json()._id));
    expect(row).toMatchObject({
      ...required,
      website: "",
      email: "",
      otherProblems: "",
      previousConsultancy: "",
    });
  });

  it("trims answers and takes a blank e-mail as none", async () => {
    const response = await postJson(
      t.app,
      "/api/consultancy-requests",
      aRequest({ businessName: "  Trimmed Co  ", email: "  " }),
    );
    expect(response.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(consultancyRequests)
      .where(eq(consultancyRequests.id, response.json()._id));
    expect(row).toMatchObject({ businessName: "Trimmed Co", email: "" });
  });

  it.each([
    ["businessName", { businessName: " " }, "This field is required"],
    ["businessName", { businessName: undefined }, undefined],
    ["businessName", { businessName: "x".repeat(201) }, "Must be at most 200 characters"],
    ["businessAge", { businessAge: undefined }, "This field is required"],
    ["businessAge", { businessAge: "3" }, "This field is required"],
    ["businessAge", { businessAge: -1 }, "Business age cannot be negative"],
    ["businessAge", { businessAge: 201 }, "Business age is too large"],
    ["industry", { industry: "" }, "This field is required"],
    ["website", { website: "x".repeat(201) }, "Must be at most 200 characters"],
    ["email", { email: "founder.example.com" }, "Enter a valid e-mail address"],
    ["email", { email: `${"x".repeat(250)}@a.io` }, "Must be at most 254 characters"],
    ["primaryProblem", { primaryProblem: "   " }, "This field is required"],
    ["primaryProblem", { primaryProblem: "x".repeat(5001) }, "Must be at most 5000 characters"],
    ["otherProblems", { otherProblems: "x".repeat(5001) }, "Must be at most 5000 characters"],
    ["expectations", { expectations: "" }, "This field is required"],
    ["expectations", { expectations: 42 }, undefined],
    [
      "previousConsultancy",
      { previousConsultancy: "x".repeat(5001) },
      "Must be at most 5000 characters",
    ],
  ])("rejects a bad %s (%j)", async (field, change, message) => {
    const response = await postJson(t.app, "/api/consultancy-requests", aRequest(change));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.issues[0].path).toBe(field);
    if (message) {
      const label = `${field.charAt(0).toUpperCase()}${field.slice(1)}`;
      expect(body.message).toBe(`${label}: ${message}`);
    }
  });

  it("rejects unknown fields and stores nothing that was rejected", async () => {
    const before = await t.db.$count(consultancyRequests);
    const extra = await postJson(t.app, "/api/consultancy-requests", aRequest({ status: "Done" }));
    expect(extra.statusCode).toBe(400);
    await postJson(t.app, "/api/consultancy-requests", aRequest({ industry: "" }));
    expect(await t.db.$count(consultancyRequests)).toBe(before);
  });
});

describe("consultancy requests in the admin console", () => {
  const t = useTestApp();
  let headers: { authorization: string };

  beforeAll(async () => {
    headers = (await loginAsAdmin(t.app, t.db)).headers;
    for (let i = 1; i <= 12; i++) {
      await postJson(
        t.app,
        "/api/consultancy-requests",
        aRequest({ businessName: `Venture ${String(i).padStart(2, "0")}`, businessAge: i }),
      );
    }
    await postJson(
      t.app,
      "/api/consultancy-requests",
      aRequest({ businessName: "Saffron Looms", industry: "Handloom exports" }),
    );
  });

  it("answers the full list, newest first, with every field, to an admin only", async () => {
    const denied = await t.app.inject({ method: "GET", url: "/api/consultancy-requests" });
    expect(denied.statusCode).toBe(401);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/consultancy-requests",
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const list = response.json();
    expect(list).toHaveLength(13);
    expect(list[0]).toEqual({
      _id: expect.any(String),
      createdAt: expect.any(String),
      ...aRequest({ businessName: "Saffron Looms", industry: "Handloom exports" }),
    });
    const dates = list.map((r: { createdAt: string }) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("pages and searches", async () => {
    const page = (
      await t.app.inject({
        method: "GET",
        url: "/api/admin/consultancy-requests?page=2&pageSize=5&sort=oldest",
        headers,
      })
    ).json();
    expect(page).toMatchObject({ total: 13, page: 2, pageSize: 5 });
    expect(page.items.map((r: { businessName: string }) => r.businessName)).toEqual([
      "Venture 06",
      "Venture 07",
      "Venture 08",
      "Venture 09",
      "Venture 10",
    ]);
    const found = (
      await t.app.inject({
        method: "GET",
        url: "/api/admin/consultancy-requests?q=HANDLOOM",
        headers,
      })
    ).json();
    expect(found.total).toBe(1);
    expect(found.items[0].businessName).toBe("Saffron Looms");
  });

  it("exports what the search shows as CSV", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/consultancy-requests.csv?q=venture%2001",
      headers,
    });
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="consultancy-requests.csv"',
    );
    const lines = response.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "\uFEFFReceived,Business,Business age (years),Industry,Website,E-mail,Primary problem,Other problems,Expectations,Previous consultancy",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",Venture 01,1,Food delivery,https://chaipoint.example,");
  });

  it("counts new requests on the bell until it is opened", async () => {
    const notifications = () =>
      t.app.inject({ method: "GET", url: "/api/admin/notifications", headers });
    expect((await notifications()).json()).toMatchObject({ consultancyRequests: 13 });
    await t.app.inject({ method: "POST", url: "/api/admin/notifications/seen", headers });
    await postJson(t.app, "/api/consultancy-requests", aRequest());
    expect((await notifications()).json()).toMatchObject({
      consultancyRequests: 1,
      fundingInterest: 0,
    });
  });
});
