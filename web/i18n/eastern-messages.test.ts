import { msg, plural } from "@lingui/core/macro";
import { describe, expect, it } from "vitest";
import { i18nOrAny, loadCatalogue } from "./catalogues";

// The Arabic pages' own words in the digits the visitor chose (docs/product.md, section 2.6):
// the translations below are web/locales/ar's, read through the instance a page of either choice
// renders with.
await Promise.all([loadCatalogue("ar"), loadCatalogue("en")]);
const western = i18nOrAny("ar", "latn");
const eastern = i18nOrAny("ar", "arab");
const english = i18nOrAny("en", "arab");
const WESTERN_DIGIT = /[0-9]/;

describe("an Arabic page's words in Eastern Arabic digits", () => {
  it("write the figures of their text in them", () => {
    const sessions = msg`13 weekly one-to-one sessions`;
    expect(western._(sessions)).toBe("13 جلسة فردية أسبوعية");
    expect(eastern._(sessions)).toBe("١٣ جلسة فردية أسبوعية");
    const range = msg`Median score per topic (0 to 5)`;
    expect(eastern._(range)).toBe("الدرجة الوسيطة لكل محور (من ٠ إلى ٥)");
  });

  it("keep their markup's element numbers and a placeholder's value as the page gives it", () => {
    const total = 3.4;
    const reviewers = 3;
    const weighted = msg`Weighted total <0>${total}</0> of 5, the median of ${reviewers} reviewers.`;
    expect(eastern._(weighted)).toBe(
      "المجموع المرجّح <0>3.4</0> من ٥، وهو الوسيط لعدد 3 من المقيّمين.",
    );
  });

  it("write a plural's number in them too", () => {
    const minutes = 15;
    const length = msg`${plural(minutes, { one: "# min", other: "# min" })}`;
    expect(western._(length)).toBe("15 دقيقة");
    expect(eastern._(length)).toBe("١٥ دقيقة");
  });

  it("keep the footer's sample of Western digits Western", () => {
    const WESTERN = "0123";
    expect(eastern._(msg`Western (${WESTERN})`)).toBe("العربية الغربية (0123)");
  });

  it("leave no Western digit in a message that has no placeholder", () => {
    const withDigits = Object.keys(western.messages).filter((id) => {
      const text = western._(id);
      return WESTERN_DIGIT.test(text) && !/[{}]|<\d/.test(String(western.messages[id]));
    });
    expect(withDigits.length).toBeGreaterThan(40);
    for (const id of withDigits) expect(eastern._(id), western._(id)).not.toMatch(WESTERN_DIGIT);
  });

  it("are not asked of the English pages", () => {
    expect(english.locale).toBe("en");
    expect(english._(msg`13 weekly one-to-one sessions`)).toBe("13 weekly one-to-one sessions");
  });
});
