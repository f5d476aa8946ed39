import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consultancyLeads, pitchLeads } from "../../db/schema";
import { aFounderLead, aHandbookLead } from "../../test/factories";
import { postJson, useTestApp } from "../../test/helpers";

describe("POST /api/leads", () => {
  const t = useTestApp();

  it("stores a handbook lead as a pitch lead", async () => {
    const lead = aHandbookLead({ location: "Dadra and Nagar Haveli and Daman and Diu" });
    const response = await postJson(t.app, "/api/leads", lead);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.kind).toBe("pitch");
    const [row] = await t.db.select().from(pitchLeads).where(eq(pitchLeads.id, body._id));
    expect(row).toMatchObject(lead);
    expect(row?.createdAt.toISOString()).toBe(body.createdAt);
    expect(await t.db.$count(consultancyLeads, eq(consultancyLeads.email, lead.email))).toBe(0);
  });

  it("stores a founder-ebook lead as a consultancy lead", async () => {
    const lead = aFounderLead();
    const response = await postJson(t.app, "/api/leads", lead);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.kind).toBe("consultancy");
    const [row] = await t.db
      .select()
      .from(consultancyLeads)
      .where(eq(consultancyLeads.id, body._id));
    expect(row).toMatchObject(lead);
    expect(await t.db.$count(pitchLeads, eq(pitchLeads.email, lead.email))).toBe(0);
  });

  it.each([
    ["name", { name: " " }, "Name: This field is required"],
    ["email", { email: "rohan.example.com" }, "Email: Enter a valid e-mail address"],
    ["role", { role: "Investor" }, "Role: Choose your role"],
    ["role", { role: "" }, "Role: Choose your role"],
    ["location", { location: "Atlantis" }, "Location: Choose your location"],
  ])("rejects a handbook lead with a bad %s", async (field, change, message) => {
    const response = await postJson(t.app, "/api/leads", { ...aHandbookLead(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, issues: [{ path: field }] });
  });

  it.each([
    ["startup", { startup: "" }, "Startup: This field is required"],
    ["stage", { stage: "Series A" }, "Stage: Choose your stage"],
    ["location", { location: "Goa" }, "Location: Choose your location"],
    ["investment", { investment: "a lot" }, "Investment: Investment must be a number"],
    ["investment", { investment: -5 }, "Investment: Investment cannot be negative"],
    ["hours", { hours: null }, "Hours: Hours must be a number"],
    ["hours", { hours: 25 }, "Hours: Hours is too large"],
  ])("rejects a founder lead with a bad %s", async (field, change, message) => {
    const response = await postJson(t.app, "/api/leads", { ...aFounderLead(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, issues: [{ path: field }] });
  });

  it("rejects unknown fields rather than silently dropping them", async () => {
    const response = await postJson(t.app, "/api/leads", { ...aHandbookLead(), admin: true });
    expect(response.statusCode).toBe(400);
  });

  it("stores nothing for a rejected lead", async () => {
    const before = (await t.db.$count(pitchLeads)) + (await t.db.$count(consultancyLeads));
    await postJson(t.app, "/api/leads", { ...aFounderLead(), hours: -1 });
    await postJson(t.app, "/api/leads", { ...aHandbookLead(), role: "x" });
    const after = (await t.db.$count(pitchLeads)) + (await t.db.$count(consultancyLeads));
    expect(after).toBe(before);
  });
});
