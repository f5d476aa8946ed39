import { describe, expect, it } from "vitest";
import { APPLICATION_STATUSES } from "./constants";
import {
  FOUNDER_STAGES,
  type FounderStage,
  founderStageRank,
  founderStageShown,
  nextFounderStage,
} from "./founder-stage";

type Status = (typeof APPLICATION_STATUSES)[number];

/** Every order of `length` statuses, repeats allowed: 4^length sequences. */
function* orders(length: number): Generator<Status[]> {
  if (length === 0) {
    yield [];
    return;
  }
  for (const rest of orders(length - 1))
    for (const status of APPLICATION_STATUSES) yield [...rest, status];
}

describe("the founder's stage", () => {
  it("never goes back, whatever order staff choose the statuses in", () => {
    let checked = 0;
    for (const order of orders(5)) {
      let stage: FounderStage = FOUNDER_STAGES[0];
      for (const status of order) {
        const next = nextFounderStage(stage, status);
        expect(founderStageRank(next)).toBeGreaterThanOrEqual(founderStageRank(stage));
        stage = next;
      }
      checked += 1;
    }
    expect(checked).toBe(4 ** 5);
  });

  it("moves forward with each status that means more", () => {
    expect(nextFounderStage("Received", "In Discussion")).toBe("Under review");
    expect(nextFounderStage("Under review", "Scheduled")).toBe("Pitch scheduled");
    expect(nextFounderStage("Pitch scheduled", "Resolved")).toBe("Decision made");
  });

  it("keeps a booked pitch's stage when the application goes to In Discussion, and a decision's always", () => {
    expect(nextFounderStage("Pitch scheduled", "In Discussion")).toBe("Pitch scheduled");
    expect(nextFounderStage("Pitch scheduled", "Pending")).toBe("Pitch scheduled");
    for (const status of APPLICATION_STATUSES) {
      expect(nextFounderStage("Decision made", status)).toBe("Decision made");
    }
  });
});

describe("the stage a founder is shown", () => {
  it("is past Received once the deal is shared with firms, and never moves a later stage back", () => {
    expect(founderStageShown("Received", true)).toBe("Under review");
    expect(founderStageShown("Received", false)).toBe("Received");
    expect(founderStageShown("Pitch scheduled", true)).toBe("Pitch scheduled");
    expect(founderStageShown("Decision made", true)).toBe("Decision made");
  });
});
