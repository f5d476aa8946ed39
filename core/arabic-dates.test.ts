import { describe, expect, it } from "vitest";
import { arabicDate, arabicDateTime, arabicDays, arabicMonth, arabicNumber } from "./arabic-dates";

describe("dates in Arabic", () => {
  it("names the Gregorian month in Arabic, with Western digits", () => {
    expect(arabicDate("2026-05-25T00:00")).toBe("25 مايو 2026");
    expect(arabicDate("2026-12-01T00:00")).toBe("1 ديسمبر 2026");
    expect(arabicDateTime("2026-05-25T18:30")).toBe("25 مايو 2026 18:30");
    expect(arabicDateTime("2026-01-09T07:05")).not.toMatch(/[٠-٩]/);
    expect(arabicMonth("2025-07")).toBe("يوليو 2025");
    expect(arabicMonth("2025-01")).toBe("يناير 2025");
  });

  it("puts the noun after a number of days in the form the number takes", () => {
    expect(arabicDays(1)).toBe("يوم واحد");
    expect(arabicDays(2)).toBe("يومان");
    expect(arabicDays(7)).toBe("7 أيام");
    expect(arabicDays(30)).toBe("30 يومًا");
    expect(arabicDays(120)).toBe("120 يومًا");
    expect(arabicDays(100)).toBe("100 يوم");
  });

  it("writes Eastern Arabic digits when the visitor chose them, through Intl's numbering system", () => {
    expect(arabicDate("2026-05-25T00:00", "arab")).toBe("٢٥ مايو ٢٠٢٦");
    expect(arabicDateTime("2026-05-25T18:30", "arab")).toBe("٢٥ مايو ٢٠٢٦ ١٨:٣٠");
    expect(arabicMonth("2025-07", "arab")).toBe("يوليو ٢٠٢٥");
    expect(arabicDays(120, "arab")).toBe("١٢٠ يومًا");
    expect(arabicDays(7, "arab")).toBe("٧ أيام");
    expect(arabicNumber(2026, "arab")).toBe("٢٠٢٦");
    // Western stays the default for ar-AE.
    expect(arabicDateTime("2026-05-25T18:30", "latn")).toBe("25 مايو 2026 18:30");
    expect(arabicNumber(2026)).toBe("2026");
  });
});
