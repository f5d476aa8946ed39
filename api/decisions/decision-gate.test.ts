import { describe, expect, it } from "vitest";
import { missingScorecards, NOT_COUNTED_CONFLICT, NOT_COUNTED_SEEN } from "./decision-gate";

// The two-scorecard rule (docs/product.md, 5.12 and "Independent scorecards"), as a sentence.

const readiness = (
  scoredBy: string[],
  notCounted: { name: string; reason: string }[] = [],
  startedBy: string[] = [],
) => ({ needed: 2, scoredBy, startedBy, notCounted });

describe("the two-scorecard rule", () => {
  it("lets the decision go with two scorecards that count, or when nothing was paid", () => {
    expect(missingScorecards(readiness(["Rana Aziz", "Omar Said"]))).toBeNull();
    expect(missingScorecards(null)).toBeNull();
  });

  it("does not count a conflicted or unindependent scorecard, and says whose and why", () => {
    expect(
      missingScorecards(
        readiness(
          ["Rana Aziz"],
          [
            { name: "Omar Said", reason: NOT_COUNTED_CONFLICT },
            { name: "Huda Saleh", reason: NOT_COUNTED_SEEN },
          ],
          ["Mei Tanaka"],
        ),
      ),
    ).toBe(
      "The decision can be sent once 2 reviewers without a conflict of interest have scored this application independently: 1 more scorecard is missing. Scored by Rana Aziz. Not counted: Omar Said (a conflict of interest). Not counted: Huda Saleh (scored after seeing the others' scores). Started, not submitted: Mei Tanaka.",
    );
  });

  it("counts two missing when nobody scored", () => {
    expect(missingScorecards(readiness([]))).toBe(
      "The decision can be sent once 2 reviewers without a conflict of interest have scored this application independently: 2 more scorecards are missing. Nobody has scored it yet.",
    );
  });
});
