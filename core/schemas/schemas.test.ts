import { describe, expect, it } from "vitest";
import { ContactInputSchema } from "./contact";
import { isFounderLead, LeadInputSchema } from "./lead";
import { SubscribeSchema } from "./newsletter";

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("ContactInputSchema", () => {
  const valid = {
    name: "Huda",
    email: "huda@example.com",
    reason: "Media",
    description: "Interview request",
  };

  it("accepts a message without a recipient and trims text", () => {
    const parsed = ContactInputSchema.parse({ ...valid, name: "  Huda " });
    expect(parsed).toEqual({ ...valid, name: "Huda" });
  });

  it("requires a reason from the list", () => {
    expect(messages(ContactInputSchema.safeParse({ ...valid, reason: "" }))).toEqual([
      "reason: Choose a reason",
    ]);
  });
});

describe("SubscribeSchema", () => {
  it("trims the e-mail and checks its format", () => {
    expect(SubscribeSchema.parse({ email: " a@b.co " })).toEqual({ email: "a@b.co" });
    expect(messages(SubscribeSchema.safeParse({ email: "a@b" }))).toEqual([
      "email: Enter a valid e-mail address",
    ]);
  });
});

describe("LeadInputSchema", () => {
  const handbook = {
    name: "Ravi",
    email: "ravi@example.com",
    role: "Freelancer",
    location: "Abroad",
  };
  const founder = {
    name: "Meera",
    email: "meera@example.com",
    startup: "Tiffin Box",
    stage: "Early Revenue",
    location: "Kolkata",
    investment: 250000,
    hours: 8,
  };

  it("recognises each shape", () => {
    expect(isFounderLead(LeadInputSchema.parse(handbook))).toBe(false);
    expect(isFounderLead(LeadInputSchema.parse(founder))).toBe(true);
  });

  it("reports only the messages of the shape the payload was meant to be", () => {
    expect(messages(LeadInputSchema.safeParse({ ...founder, stage: "Idea", hours: "8" }))).toEqual([
      "stage: Choose your stage",
      "hours: Hours must be a number",
    ]);
    expect(messages(LeadInputSchema.safeParse({ ...handbook, location: "Kolkata" }))).toEqual([
      "location: Choose your location",
    ]);
  });

  it("keeps the two location lists apart", () => {
    expect(LeadInputSchema.safeParse({ ...founder, location: "Goa" }).success).toBe(false);
    expect(LeadInputSchema.safeParse({ ...handbook, location: "Pune" }).success).toBe(false);
  });
});
