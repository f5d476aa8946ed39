import { describe, expect, it } from "vitest";
import {
  CONSOLE_TABS,
  firstTabPath,
  mayOpen,
  menuGroupsFor,
  tabOfPath,
  tabsFor,
} from "./console-tabs";

describe("the console's tabs by role", () => {
  it("shows an admin every Operations tab", () => {
    expect(tabsFor({ role: "admin" })).toEqual(CONSOLE_TABS);
  });

  it("shows a reviewer Applications, the review queue and Insights, none of contacts, subscribers or leads", () => {
    expect(tabsFor({ role: "reviewer" }).map((tab) => tab.label)).toEqual([
      "Applications",
      "Review queue",
      "Insights",
    ]);
  });

  it("opens the console on the person's first tab", () => {
    expect(firstTabPath({ role: "admin" })).toBe("/admin-dashboard/contacts");
    expect(firstTabPath({ role: "reviewer" })).toBe("/admin-dashboard/applications");
  });

  it("knows the tab of an address, a record's included, and who may open it", () => {
    const staff = tabOfPath("/admin-dashboard/staff");
    expect(staff?.label).toBe("Staff");
    expect(staff && mayOpen({ role: "reviewer" }, staff)).toBe(false);
    expect(tabOfPath("/admin-dashboard/applications/a1b2")?.label).toBe("Applications");
    expect(tabOfPath("/admin-dashboard/assignments")).toBeUndefined();
    expect(tabOfPath("/admin-dashboard")).toBeUndefined();
  });

  it("groups the menu, every tab in one group, a reviewer's groups only those with their tabs", () => {
    const admin = menuGroupsFor({ role: "admin" });
    expect(admin.map((group) => group.label)).toEqual([
      "Pipeline",
      "Network",
      "Audience",
      "Site",
      "Team and data",
    ]);
    expect(admin.flatMap((group) => group.tabs).length).toBe(CONSOLE_TABS.length);
    expect(
      menuGroupsFor({ role: "reviewer" }).map((group) => [
        group.label,
        group.tabs.map((tab) => tab.label),
      ]),
    ).toEqual([["Pipeline", ["Applications", "Review queue", "Insights"]]]);
  });
});
