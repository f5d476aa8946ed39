import { describe, expect, it } from "vitest";
import { formatCount } from "./counts";

describe("formatCount", () => {
  it("groups a count as en-IN does, like the console's dates", () => {
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1250)).toBe("1,250");
    expect(formatCount(125_000)).toBe("1,25,000");
  });
});
