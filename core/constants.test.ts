import { describe, expect, it } from "vitest";
import { APPLICATION_FEE_PAISE } from "./constants";
import { FAILURE_CAUSES, SECTOR_SHARES, SERVICE_TILES } from "./consultancy";
import { HANDBOOK_LOCATIONS } from "./lead-choices";
import { TIMER_SECTIONS } from "./pitch-timer";
import { EVALUATION_TOPICS } from "./scorecard";

describe("docs/product.md, section 9 constants", () => {
  it("lists 28 states, then the 8 union territories, then Abroad for the handbook", () => {
    expect(HANDBOOK_LOCATIONS).toHaveLength(37);
    expect(HANDBOOK_LOCATIONS.slice(28)).toEqual([
      "Andaman and Nicobar Islands",
      "Chandigarh",
      "Dadra and Nagar Haveli and Daman and Diu",
      "Delhi",
      "Jammu and Kashmir",
      "Ladakh",
      "Lakshadweep",
      "Puducherry",
      "Abroad",
    ]);
    expect(new Set(HANDBOOK_LOCATIONS).size).toBe(37);
  });

  it("has 13 evaluation topics and 10 service tiles, each once", () => {
    expect(new Set(EVALUATION_TOPICS).size).toBe(13);
    expect(new Set(SERVICE_TILES).size).toBe(10);
  });

  it("times the pitch: 45 minutes in three sections plus a 15-minute Open Floor", () => {
    const [spark, pulse, exchange, floor] = TIMER_SECTIONS;
    expect((spark.seconds + pulse.seconds + exchange.seconds) / 60).toBe(45);
    expect(floor).toEqual({ name: "Open Floor", seconds: 900, purpose: "Extended chat" });
  });

  it("keeps the static shares summing to 100% and the fee at ₹5000", () => {
    const sum = (list: readonly { percent: number }[]) =>
      list.reduce((total, item) => total + item.percent, 0);
    expect(sum(FAILURE_CAUSES)).toBe(100);
    expect(sum(SECTOR_SHARES)).toBe(100);
    expect(APPLICATION_FEE_PAISE / 100).toBe(5000);
  });
});
