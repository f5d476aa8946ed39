import { describe, expect, it } from "vitest";
import { tabOf, tabsFor } from "./tabs";

describe("the console's tabs by role", () => {
  it("shows an admin every Operations tab", () => {
    expect(tabsFor({ role: "admin" }).map((tab) => tab.label)).toEqual(
      expect.arrayContaining(["Contacts", "Subscribers", "Applications", "Pitch leads"]),
    );
  });

  it("shows a reviewer Applications and none of contacts, subscribers or leads", () => {
    const labels = tabsFor({ role: "reviewer" }).map((tab) => tab.label);
    expect(labels).toContain("Applications");
    expect(labels).toContain("Review queue");
    for (const hidden of [
      "Contacts",
      "Subscribers",
      "Pitch leads",
      "Consultancy leads",
      "Scorecard weights",
    ]) {
      expect(labels).not.toContain(hidden);
    }
  });

  it("opens a reviewer's first tab when the URL names one they may not open", () => {
    expect(tabOf("subscribers", { role: "reviewer" }).label).toBe("Applications");
    expect(tabOf("subscribers", { role: "admin" }).label).toBe("Subscribers");
    expect(tabOf(null, { role: "admin" }).label).toBe("Contacts");
  });
});
