import { describe, expect, it } from "vitest";
import { FOUNDER_LOCATIONS, STARTUP_STAGES } from "../lead-choices";
import { ApplicationStatusUpdateSchema } from "./application";
import { optionalText } from "./common";
import { ContactInputSchema } from "./contact";
import { isFounderLead, LeadInputSchema } from "./lead";
import { ListQuerySchema } from "./list";
import { MeetingTimeSchema } from "./meeting";
import { NewsletterInputSchema, SubscribeSchema } from "./newsletter";
import { ScheduleDateTimeSchema } from "./schedule";
import { DeadlineSchema } from "./task";
import { z } from "./zod";

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

describe("text PostgreSQL cannot store", () => {
  const contact = {
    name: "Huda",
    email: "huda@example.com",
    reason: "Media",
    description: "Interview request",
  };

  it("refuses NUL and other control characters, naming the field, before any other check", () => {
    for (const bad of ["Huda\u0000", "\u0000", "a\u0007b", "\u001b[31m", "x\u007f"]) {
      expect(messages(ContactInputSchema.safeParse({ ...contact, name: bad })), bad).toEqual([
        "name: Must not contain control characters",
      ]);
    }
    expect(messages(ContactInputSchema.safeParse({ ...contact, email: "h\u0000@x.co" }))).toEqual([
      "email: Must not contain control characters",
    ]);
    expect(messages(ListQuerySchema.safeParse({ q: "\u0000" }))).toEqual([
      "q: Must not contain control characters",
    ]);
  });

  it("refuses half of a surrogate pair, alone or at either end", () => {
    for (const bad of ["\ud800", "a\udc00", "\udbff", "x\ud83dy", "\ude00\ud83d"]) {
      expect(messages(ContactInputSchema.safeParse({ ...contact, description: bad })), bad).toEqual(
        ["description: Must not contain invalid characters"],
      );
    }
    expect(
      messages(
        ApplicationStatusUpdateSchema.safeParse({
          applicationId: "0b7e1e4a-4a59-4d1c-9a3e-6a4f3c1d2e10",
          adminAnswers: { "Market Size and Opportunity": "\ud800" },
        }),
      ),
    ).toEqual(["adminAnswers.Market Size and Opportunity: Must not contain invalid characters"]);
  });

  it("keeps tabs, line breaks, emoji, Arabic, combining marks and the other scripts people write", () => {
    const description =
      "Line one\r\nLine two\n\tIndented 🚀 👩🏽‍💻 مرحبا بكم e\u0301 \u202eRTL\u202c 中文";
    expect(ContactInputSchema.parse({ ...contact, description }).description).toBe(description);
  });
});

describe("dates the database can hold", () => {
  it("refuses a deadline, a meeting or a schedule outside 1900–9999, after its offset", () => {
    const range = "Choose a date between the years 1900 and 9999";
    expect(messages(DeadlineSchema.safeParse("0000-01-01"))).toEqual([`: ${range}`]);
    expect(messages(DeadlineSchema.safeParse("1899-12-31"))).toEqual([`: ${range}`]);
    expect(DeadlineSchema.parse("9999-12-31")).toBe("9999-12-31");
    expect(messages(MeetingTimeSchema.safeParse("0000-01-01T00:00:00Z"))).toEqual([`: ${range}`]);
    // 23:59 on the last day, fourteen hours behind UTC, is already the year 10000 in UTC.
    expect(messages(MeetingTimeSchema.safeParse("9999-12-31T23:59:59-14:00"))).toEqual([
      `: ${range}`,
    ]);
    expect(MeetingTimeSchema.parse("9999-12-31T23:59:59Z")).toBe("9999-12-31T23:59:59Z");
    expect(messages(ScheduleDateTimeSchema.safeParse("0000-06-01T10:00:00+04:00"))).toEqual([
      `: ${range}`,
    ]);
    // The existing messages stay for what is not a date at all.
    expect(messages(DeadlineSchema.safeParse("2026-02-30"))).toEqual([": Choose a deadline"]);
    expect(messages(ScheduleDateTimeSchema.safeParse("2026-06-01"))).toEqual([
      ": Schedule must be a date and time",
    ]);
  });
});

describe("optionalText", () => {
  const Schema = z.object({ note: optionalText(10) });

  it("takes no answer, an empty one or trimmed text", () => {
    expect(Schema.parse({})).toEqual({});
    expect(Schema.parse({ note: "" })).toEqual({ note: "" });
    expect(Schema.parse({ note: " Unwell " })).toEqual({ note: "Unwell" });
  });

  it("says an answer that is not text is not text, and a long one is too long", () => {
    expect(messages(Schema.safeParse({ note: 42 }))).toEqual(["note: Must be text"]);
    expect(messages(Schema.safeParse({ note: null }))).toEqual(["note: Must be text"]);
    expect(messages(Schema.safeParse({ note: "x".repeat(11) }))).toEqual([
      "note: Must be at most 10 characters",
    ]);
  });
});

describe("one-line fields", () => {
  const contact = {
    name: "Amara Odeh",
    email: "amara@example.com",
    reason: "Media",
    description: "Interview request",
  };
  const ONE_LINE = "Must be on one line, without line breaks or tabs";
  const breaks = [
    "Amara\r\nBcc: someone@example.com",
    "Amara\nOdeh",
    "Amara\rOdeh",
    "Amara\tOdeh",
    "Amara\u2028Odeh",
  ];

  it("refuse a line break or a tab inside a name, and trim one at either end", () => {
    for (const name of breaks) {
      expect(messages(ContactInputSchema.safeParse({ ...contact, name })), name).toEqual([
        `name: ${ONE_LINE}`,
      ]);
    }
    expect(ContactInputSchema.parse({ ...contact, name: "\r\nAmara Odeh\n" }).name).toBe(
      "Amara Odeh",
    );
  });

  it("keep the line breaks of a text of several lines, but no other control character", () => {
    const description = "First line.\r\nSecond line.\n\tIndented.";
    expect(ContactInputSchema.parse({ ...contact, description }).description).toBe(description);
    expect(messages(ContactInputSchema.safeParse({ ...contact, description: "A\u0007B" }))).toEqual(
      ["description: Must not contain control characters"],
    );
  });

  it("hold for the other one-line fields: a startup's name, a newsletter's subject", () => {
    const lead = {
      name: "Amara Odeh",
      email: "amara@example.com",
      startup: "Sahla\nPay",
      stage: STARTUP_STAGES[0],
      location: FOUNDER_LOCATIONS[0],
      investment: 0,
      hours: 10,
    };
    expect(messages(LeadInputSchema.safeParse(lead))).toEqual([`startup: ${ONE_LINE}`]);
    const newsletter = {
      subject: "December\r\nBcc: all",
      body: "Hello\n\nAll",
      interests: [],
      ratePerMinute: 60,
    };
    expect(messages(NewsletterInputSchema.safeParse(newsletter))).toEqual([`subject: ${ONE_LINE}`]);
  });
});
