import { arabicNumber } from "./arabic-dates";
import { businessDaysText } from "./business-days";
import type { Digits, Language } from "./languages";

// The firm's own time to decision (docs/product.md, "The decision clock" and the founder's side):
// the median and the 90th percentile of the business days from payment to decision mail, over the
// decisions sent in the last 12 months, shown only once there are enough of them to mean something.
// The API counts them in one query (api/applications/decision-times.ts); this module names the rule
// and writes the sentence the founder's page and the application page show, in both languages.
// Without zod, so a page that shows it carries none.

/** The fewest decisions the figures are shown from: below it, nothing is shown. */
export const DECISION_TIMES_MIN_DECISIONS = 10;

/** How far back the decisions counted go, in months. */
export const DECISION_TIMES_MONTHS = 12;

/** The figures, in whole business days: each is the time of a real decision (percentile_disc). */
export type DecisionTimes = {
  /** The decisions sent in the last 12 months, at least DECISION_TIMES_MIN_DECISIONS. */
  decisions: number;
  medianDays: number;
  p90Days: number;
};

const arabicPlural = new Intl.PluralRules("ar");
const ARABIC_BUSINESS_DAYS: Record<Intl.LDMLPluralRule, (n: string) => string> = {
  zero: (n) => `${n} يوم عمل`,
  one: () => "يوم عمل واحد",
  two: () => "يوما عمل",
  few: (n) => `${n} أيام عمل`,
  many: (n) => `${n} يوم عمل`,
  other: (n) => `${n} يوم عمل`,
};
const ARABIC_DECISIONS: Record<Intl.LDMLPluralRule, (n: string) => string> = {
  zero: (n) => `${n} قرار`,
  one: () => "قرار واحد",
  two: () => "قرارين",
  few: (n) => `${n} قرارات`,
  many: (n) => `${n} قرارًا`,
  other: (n) => `${n} قرار`,
};

/**
 * The figures in a sentence, in the page's language, with Western digits as the site writes them
 * (in Arabic, Eastern Arabic ones when the visitor chose them: core/languages.ts):
 * "Our time from payment to decision over the last 12 months: a median of 5 business days; 9 in
 * 10 within 9 business days (from 10 decisions)."
 */
export function decisionTimesText(
  times: DecisionTimes,
  language: Language,
  digits: Digits = "latn",
): string {
  const { decisions, medianDays, p90Days } = times;
  if (language === "ar") {
    const number = (n: number) => arabicNumber(n, digits);
    const days = (n: number) => ARABIC_BUSINESS_DAYS[arabicPlural.select(n)](number(n));
    const counted = ARABIC_DECISIONS[arabicPlural.select(decisions)](number(decisions));
    return `مدة اتخاذ قرارنا من الدفع إلى القرار خلال الأشهر الاثني عشر الماضية: الوسيط ${days(medianDays)}، و${number(9)} من كل ${number(10)} قرارات صدرت في مدة أقصاها ${days(p90Days)} (من ${counted}).`;
  }
  return `Our time from payment to decision over the last 12 months: a median of ${businessDaysText(medianDays)}; 9 in 10 within ${businessDaysText(p90Days)} (from ${decisions} decisions).`;
}
