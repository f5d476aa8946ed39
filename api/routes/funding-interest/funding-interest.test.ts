import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fundingInterest } from "../../db/schema/public-forms";
import { postJson, useTestApp } from "../../test/helpers";

let n = 0;
const anInterest = (overrides: object = {}) => ({
  name: "Kabir Menon",
  email: `kabir${++n}@example.com`,
  company: "Tiffin Route",
  idea: "A lunch-box delivery network for office parks in Pune.",
  ...overrides,
});

describe("POST /api/funding-interest", () => {
  const t = useTestApp();

  it("stores the submission and answers 201 with _id and createdAt", async () => {
    const input = anInterest();
    const response = await postJson(t.app, "/api/funding-interest", input);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe("Application received");
    const [row] = await t.db.select().from(fundingInterest).where(eq(fundingInterest.id, body._id));
    expect(row).toMatchObject(input);
    expect(row?.createdAt.toISOString()).toBe(body.createdAt);
  });

  it("takes the company as optional, storing an absent or blank one as null", async () => {
    const { company: _, ...withoutCompany } = anInterest();
    for (const input of [withoutCompany, anInterest({ company: "  " })]) {
      const response = await postJson(t.app, "/api/funding-interest", input);
      expect(response.statusCode).toBe(201);
      const [row] = await t.db
        .select()
        .from(fundingInterest)
        .where(eq(fundingInterest.id, response.json()._id));
      expect(row?.company).toBeNull();
    }
  });

  it.each([
    ["name", { name: " " }, "Name: This field is required"],
    ["name", { name: "x".repeat(121) }, "Name: Must be at most 120 characters"],
    ["email", { email: "kabir.example.com" }, "Email: Enter a valid e-mail address"],
    ["email", { email: "" }, "Email: This field is required"],
    ["company", { company: "x".repeat(201) }, "Company: Must be at most 200 characters"],
    ["idea", { idea: "" }, "Idea: This field is required"],
    ["idea", { idea: "x".repeat(2001) }, "Idea: Must be at most 2000 characters"],
  ])("rejects a bad %s (%j)", async (field, change, message) => {
    const response = await postJson(t.app, "/api/funding-interest", anInterest(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, issues: [{ path: field }] });
  });

  it("rejects unknown fields and stores nothing that was rejected", async () => {
    const before = await t.db.$count(fundingInterest);
    const response = await postJson(t.app, "/api/funding-interest", anInterest({ admin: true }));
    expect(response.statusCode).toBe(400);
    await postJson(t.app, "/api/funding-interest", anInterest({ idea: "" }));
    expect(await t.db.$count(fundingInterest)).toBe(before);
  });
});
