import { describe, expect, it } from "vitest";
import { contentDate, contentMonth } from "./dates";

describe("the content's dates", () => {
  it("reads as docs/product.md writes them in English, with the Arabic month on Arabic pages", () => {
    expect(contentDate("en", "2025-07-12")).toBe("12 July 2025");
    expect(contentDate("ar", "2025-07-12")).toBe("12 يوليو 2025");
    expect(contentMonth("en", "2025-07")).toBe("July 2025");
    expect(contentMonth("en", "2025-01")).toBe("January 2025");
    expect(contentMonth("ar", "2025-03")).toBe("مارس 2025");
  });
});
