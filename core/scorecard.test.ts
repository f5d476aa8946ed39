import { describe, expect, it } from "vitest";
import {
  formatScore,
  median,
  SCORED_TOPICS,
  type Scores,
  spread,
  topicMedians,
  unscoredTopics,
  type Weights,
  weightedTotal,
  withDefaultWeights,
} from "./scorecard";

/** Every scored topic at one score, then some topics changed. */
const scoresOf = (base: number, changes: Partial<Scores> = {}): Scores => ({
  ...Object.fromEntries(SCORED_TOPICS.map((topic) => [topic, base])),
  ...changes,
});

describe("the scorecard arithmetic", () => {
  it("scores the twelve topics of docs/product.md, section 9.3 before the red flags, which are not scored", () => {
    expect(SCORED_TOPICS).toHaveLength(12);
    expect(SCORED_TOPICS[0]).toBe("Founders and Their Background");
    expect(SCORED_TOPICS).not.toContain("Anomalies or Red Flags");
  });

  it("is the plain average when every weight is 1", () => {
    // Ten topics at 3, "Founders and Their Background" at 5, "Market Size and Opportunity" at 1:
    // (10·3 + 5 + 1) / 12 = 36 / 12 = 3.
    const scores = scoresOf(3, {
      "Founders and Their Background": 5,
      "Market Size and Opportunity": 1,
    });
    expect(weightedTotal(scores, withDefaultWeights({}))).toBe(3);
  });

  it("weighs each topic by its weight: Σ wᵢ·sᵢ / Σ wᵢ", () => {
    // Founders weight 3 scored 5; Market weight 2 scored 1; Funding History weight 0 scored 0;
    // the other nine topics weight 1 scored 4.
    // Σ w·s = 3·5 + 2·1 + 0·0 + 9·4 = 15 + 2 + 0 + 36 = 53; Σ w = 3 + 2 + 0 + 9 = 14; 53 / 14.
    const weights: Weights = withDefaultWeights({
      "Founders and Their Background": 3,
      "Market Size and Opportunity": 2,
      "Funding History and Utilization": 0,
    });
    const scores = scoresOf(4, {
      "Founders and Their Background": 5,
      "Market Size and Opportunity": 1,
      "Funding History and Utilization": 0,
    });
    expect(weightedTotal(scores, weights)).toBeCloseTo(53 / 14, 10);
  });

  it("has no total while a topic is unscored, or when no topic carries weight", () => {
    const partial = scoresOf(4, { "Traction and Achieved Progress": undefined });
    expect(weightedTotal(partial, withDefaultWeights({}))).toBeNull();
    expect(unscoredTopics(partial)).toEqual(["Traction and Achieved Progress"]);
    const nothingWeighs = withDefaultWeights(
      Object.fromEntries(SCORED_TOPICS.map((topic) => [topic, 0])),
    );
    expect(weightedTotal(scoresOf(4), nothingWeighs)).toBeNull();
  });

  it("takes the middle total, or the mean of the two middle ones, and the spread max − min", () => {
    expect(median([4, 1, 3])).toBe(3);
    // Sorted 1, 2.5, 3.5, 5: (2.5 + 3.5) / 2 = 3.
    expect(median([3.5, 5, 1, 2.5])).toBe(3);
    expect(spread([3.5, 5, 1, 2.5])).toBe(4);
    expect(median([])).toBeNull();
    expect(spread([])).toBeNull();
  });

  it("gives each topic's median across scorecards", () => {
    const medians = topicMedians([
      scoresOf(2),
      scoresOf(5),
      scoresOf(4, { "Founders and Their Background": 0 }),
    ]);
    // Founders: 2, 5, 0 → 2; every other topic: 2, 5, 4 → 4.
    expect(medians[0]).toEqual({ topic: "Founders and Their Background", median: 2 });
    expect(medians[1]).toEqual({ topic: "Team Structure and Capabilities", median: 4 });
  });

  it("writes scores with at most two decimals", () => {
    expect(formatScore(53 / 14)).toBe("3.79");
    expect(formatScore(3.5)).toBe("3.5");
    expect(formatScore(4)).toBe("4");
    expect(formatScore(null)).toBe("—");
  });
});
