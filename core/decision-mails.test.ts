import { describe, expect, it } from "vitest";
import {
  DECISION_MAIL_KINDS,
  DEFAULT_MAIL_TEMPLATES,
  formatPitchTime,
  formatPitchTimeForStaff,
  renderMailTemplate,
  unknownPlaceholders,
} from "./decision-mails";

describe("rendering a decision e-mail", () => {
  it("fills every placeholder it has a value for", () => {
    const mail = renderMailTemplate(
      { subject: "{startupName}: accepted", body: "Dear {founderName},\nSee {link}" },
      { founderName: "Aisha Rahman", startupName: "ColdLine", link: "https://x.example/my" },
    );
    expect(mail.subject).toBe("ColdLine: accepted");
    expect(mail.text.startsWith("Dear Aisha Rahman,\nSee https://x.example/my\n")).toBe(true);
    expect(mail.text).toContain("Nakhla Ventures");
  });

  it("says something sensible where a value is missing or blank, never {…}", () => {
    const mail = renderMailTemplate(
      {
        subject: "Pitch for {startupName} at {pitchTime}",
        body: "Dear {founderName}, with {representative}: {link}",
      },
      { founderName: "  ", startupName: null },
    );
    expect(mail.subject).toBe("Pitch for your startup at the time you booked");
    expect(mail.text).toContain(
      "Dear founder, with one of our representatives: the link in your confirmation e-mail",
    );
    expect(mail.text).not.toMatch(/[{}]/);
  });

  it("drops anything else in braces (an old template's typo) rather than showing it", () => {
    const mail = renderMailTemplate(
      { subject: "Hello {founderNme}", body: "Hi { founderName }, {unknown} {}" },
      { founderName: "Omar" },
    );
    expect(mail.subject).toBe("Hello");
    expect(mail.text.startsWith("Hi Omar,\n")).toBe(true);
    expect(mail.text).not.toMatch(/[{}]/);
  });

  it("does not throw on any input", () => {
    for (const body of ["{", "}", "{{founderName}}", "{\n}", "{".repeat(1000)]) {
      expect(() => renderMailTemplate({ subject: body, body }, {})).not.toThrow();
    }
    // Stray braces go too; a value's own braces (a startup named so) stay, as typed by the founder.
    expect(
      renderMailTemplate(
        { subject: "x", body: "{{founderName}} {startupName}" },
        {
          founderName: "A",
          startupName: "{Brace}",
        },
      ).text,
    ).toMatch(/^A \{Brace\}\n/);
  });

  it("finds the unknown placeholders a template would be refused for", () => {
    expect(unknownPlaceholders("Dear {founderName} of {startup} {link} {startup}")).toEqual([
      "startup",
    ]);
    expect(unknownPlaceholders("No placeholders")).toEqual([]);
    expect(unknownPlaceholders("A lone { brace")).toEqual(["{"]);
  });

  it("has a default for every kind, using only known placeholders", () => {
    for (const kind of DECISION_MAIL_KINDS) {
      const template = DEFAULT_MAIL_TEMPLATES[kind];
      expect(unknownPlaceholders(template.subject + template.body)).toEqual([]);
      const mail = renderMailTemplate(template, {});
      expect(mail.text).not.toMatch(/[{}]/);
    }
  });

  it("writes the pitch time in India and UAE time", () => {
    expect(formatPitchTime(new Date("2026-12-01T10:00:00Z"))).toBe(
      "Tue, 1 Dec 2026, 15:30 India time (14:00 UAE time)",
    );
  });

  it("writes it for staff in the console's form: dd/mm/yyyy, 24-hour, both zones named", () => {
    expect(formatPitchTimeForStaff(new Date("2026-12-16T11:00:00Z"))).toBe(
      "16/12/2026 16:30 India time (15:00 UAE time)",
    );
    expect(formatPitchTimeForStaff(new Date("2026-12-31T20:00:00Z"))).toBe(
      "01/01/2027 01:30 India time (00:00 UAE time)",
    );
  });
});
