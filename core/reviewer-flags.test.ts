import { describe, expect, it } from "vitest";
import { flagReviewers } from "./reviewer-flags";

const reviewer = (name: string, scorecards: number, mean: number, deviation: number) => ({
  name,
  scorecards,
  mean,
  deviation,
});

describe("the reviewer flags", () => {
  it("flags the flat reviewer and the one far from the team's median", () => {
    // Established means 3, 3.3, 1.1, 3.4: the median is 3.15; 1.1 is 2.05 away.
    const flagged = flagReviewers([
      reviewer("Farah", 5, 3, 0),
      reviewer("Omar", 5, 3.3, 0.97),
      reviewer("Faisal", 6, 1.1, 0.5),
      reviewer("Lina", 5, 3.4, 0.4),
      // Too few scorecards to be flagged, or to move the median: far and flat as it is.
      reviewer("Mei", 1, 5, 0),
    ]);
    expect(flagged.map(({ name, flagged, far }) => [name, flagged, far])).toEqual([
      ["Farah", true, false],
      ["Omar", false, false],
      ["Faisal", false, true],
      ["Lina", false, false],
      ["Mei", false, false],
    ]);
  });

  it("flags nobody as far with fewer than three established reviewers", () => {
    const flagged = flagReviewers([reviewer("A", 5, 1, 0.5), reviewer("B", 5, 4.5, 0.5)]);
    expect(flagged.map((row) => row.far)).toEqual([false, false]);
  });

  it("flags a distance of exactly one step", () => {
    const flagged = flagReviewers([
      reviewer("A", 5, 2, 0.5),
      reviewer("B", 5, 3, 0.5),
      reviewer("C", 5, 3.5, 0.5),
    ]);
    expect(flagged.map((row) => row.far)).toEqual([true, false, false]);
  });
});
