import { describe, expect, it } from "vitest";
import { calibratedTotal, formatCalibrated, scoringHistory } from "./scorecard-calibration";

// A hand-made fixture: a generous reviewer (totals 4, 4.5, 5, 4.5) and a severe one (1, 2, 3).
const generous = [4, 4.5, 5, 4.5];
const severe = [1, 2, 3];

describe("score calibration", () => {
  it("works out the mean and the sample standard deviation of a reviewer's totals", () => {
    // mean 4.5; squares 0.25 + 0 + 0.25 + 0 = 0.5; 0.5 / 3 = 1/6
    const stats = scoringHistory(generous);
    expect(stats?.mean).toBe(4.5);
    expect(stats?.deviation).toBeCloseTo(Math.sqrt(1 / 6), 12);
    // mean 2; squares 1 + 0 + 1 = 2; 2 / 2 = 1
    expect(scoringHistory(severe)).toEqual({ count: 3, mean: 2, deviation: 1 });
  });

  it("puts the same raw total on each reviewer's own scale", () => {
    // 4 is below the generous reviewer's usual and two steps above the severe one's
    expect(calibratedTotal(4, generous)).toBeCloseTo(-0.5 / Math.sqrt(1 / 6), 12);
    expect(calibratedTotal(4, severe)).toBe(2);
    expect(calibratedTotal(2, severe)).toBe(0);
  });

  it("gives no standard score for a short, flat or missing history, or no total", () => {
    expect(calibratedTotal(3, [3, 4])).toBeNull();
    expect(calibratedTotal(3, [3, 3, 3, 3])).toBeNull();
    expect(calibratedTotal(null, severe)).toBeNull();
  });

  it("writes a standard score signed with one decimal", () => {
    expect(formatCalibrated(2)).toBe("+2.0");
    expect(formatCalibrated(-1.2247)).toBe("−1.2");
    expect(formatCalibrated(0.04)).toBe("0.0");
    expect(formatCalibrated(null)).toBe("—");
  });
});
