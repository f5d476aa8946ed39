import { describe, expect, it } from "vitest";
import { offLine } from "./record-tabs";

// Seven tabs of 100 px each, as an application's record has.
const seven = Array.from({ length: 7 }, () => 100);

describe("a record's tabs on one line", () => {
  it("keeps every tab when all fit", () => {
    expect(offLine(seven, 700, 0)).toEqual([]);
  });

  it("moves whole tabs off the line, keeping room for the menu", () => {
    // 650 px less the menu's 100: five tabs fit.
    expect(offLine(seven, 650, 0)).toEqual([5, 6]);
  });

  it("keeps the chosen tab on the line in place of the last that would fit", () => {
    expect(offLine(seven, 650, 6)).toEqual([4, 5]);
  });

  it("keeps the chosen tab even when nothing else fits", () => {
    expect(offLine(seven, 150, 3)).toEqual([0, 1, 2, 4, 5, 6]);
  });
});
