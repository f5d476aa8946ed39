import { describe, expect, it } from "vitest";
import { decisionTimesText } from "./decision-times";

// The firm's time to decision as the Arabic pages write it (the English and Western Arabic
// sentences are checked with their figures in api/applications/decision-times.test.ts).

describe("decisionTimesText", () => {
  const times = { decisions: 10, medianDays: 5, p90Days: 15 };

  it("writes every figure in Eastern Arabic digits when the visitor chose them", () => {
    expect(decisionTimesText(times, "ar", "arab")).toBe(
      "مدة اتخاذ قرارنا من الدفع إلى القرار خلال الأشهر الاثني عشر الماضية: الوسيط ٥ أيام عمل، و٩ من كل ١٠ قرارات صدرت في مدة أقصاها ١٥ يوم عمل (من ١٠ قرارات).",
    );
  });

  it("keeps Western digits by default, and in English whatever the choice", () => {
    expect(decisionTimesText(times, "ar")).not.toMatch(/[٠-٩]/);
    expect(decisionTimesText(times, "en", "arab")).toMatch(/^Our time .* \(from 10 decisions\)\.$/);
  });
});
