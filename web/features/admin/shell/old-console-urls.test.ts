import { describe, expect, it } from "vitest";
import { currentConsoleUrl } from "./old-console-urls";

const admin = { role: "admin" } as const;
const reviewer = { role: "reviewer" } as const;
const from = (query: string, me: { role: "admin" | "reviewer" } = admin) =>
  currentConsoleUrl(new URLSearchParams(query), me);

describe("the one-screen console's addresses", () => {
  it("open the same tab at its own address, with the list's search, filter, sort and page", () => {
    expect(from("view=operations&tab=contacts&q=Amira&status=Pending&sort=oldest&page=2")).toBe(
      "/admin-dashboard/contacts?q=Amira&status=Pending&sort=oldest&page=2",
    );
    expect(from("tab=applications&layout=board")).toBe(
      "/admin-dashboard/applications?layout=board",
    );
    expect(from("view=operations&tab=consultancy-leads&hide=Stage%2CLocation")).toBe(
      "/admin-dashboard/consultancy-leads?hide=Stage%2CLocation",
    );
  });

  it("follow the pitch leads' tab to its new name", () => {
    expect(from("view=operations&tab=lead-pitch&q=Rao")).toBe("/admin-dashboard/pitch-leads?q=Rao");
  });

  it("open the record that was open beside its list", () => {
    expect(from("view=operations&tab=applications&q=ColdLine&open=a1b2")).toBe(
      "/admin-dashboard/applications/a1b2?q=ColdLine",
    );
    expect(from("view=operations&tab=funding-interest&open=f9")).toBe(
      "/admin-dashboard/funding-interest/f9",
    );
  });

  it("drop an open record where the tab shows none", () => {
    expect(from("view=operations&tab=subscribers&open=x")).toBe("/admin-dashboard/subscribers");
  });

  it("open Assignments for an admin, and a reviewer's first tab instead", () => {
    expect(from("view=assignments")).toBe("/admin-dashboard/assignments");
    expect(from("view=assignments", reviewer)).toBe("/admin-dashboard/applications");
  });

  it("open the person's first tab for none, an unknown one, or one of another role", () => {
    expect(from("")).toBe("/admin-dashboard/contacts");
    expect(from("view=operations")).toBe("/admin-dashboard/contacts");
    expect(from("view=operations&tab=nothing-here")).toBe("/admin-dashboard/contacts");
    expect(from("", reviewer)).toBe("/admin-dashboard/applications");
    expect(from("view=operations&tab=staff", reviewer)).toBe("/admin-dashboard/applications");
    expect(from("view=operations&tab=review-queue", reviewer)).toBe(
      "/admin-dashboard/review-queue",
    );
  });
});
