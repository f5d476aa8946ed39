import { describe, expect, it } from "vitest";
import { groupByDeadline, localDay } from "./deadline-groups";

describe("a task's group", () => {
  const today = "2026-03-30";
  it.each([
    ["2026-03-29", "Overdue"],
    ["2025-12-31", "Overdue"],
    ["2026-03-30", "Due today"],
    ["2026-03-31", "Due this week"],
    ["2026-04-06", "Due this week"],
    ["2026-04-07", "Later"],
  ])("%s is under %s", (deadline, title) => {
    expect(groupByDeadline([{ deadline }], today).map((group) => group.title)).toEqual([title]);
  });
});

describe("groupByDeadline", () => {
  it("orders the groups, sorts inside them and leaves out empty ones", () => {
    const tasks = [
      { title: "later", deadline: "2026-06-01" },
      { title: "overdue b", deadline: "2026-03-20" },
      { title: "week", deadline: "2026-04-02" },
      { title: "overdue a", deadline: "2026-03-01" },
    ];
    const groups = groupByDeadline(tasks, "2026-03-30");
    expect(groups.map((g) => [g.id, g.items.map((t) => t.title)])).toEqual([
      ["overdue", ["overdue a", "overdue b"]],
      ["this-week", ["week"]],
      ["later", ["later"]],
    ]);
  });

  it("answers no groups for no tasks", () => {
    expect(groupByDeadline([], "2026-03-30")).toEqual([]);
  });
});

describe("localDay", () => {
  it("is the local calendar day of an instant", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59).getTime())).toBe("2026-01-05");
  });
});
