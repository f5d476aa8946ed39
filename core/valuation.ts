import type { Currency } from "./currencies";
import { westernDigits } from "./eastern-digits";
import { type Digits, INTL_LOCALE, intlLocale, type Language } from "./languages";

// The calculator's toast's lifetime lives here, not in core/constants.ts, so that the calculator's
// page does not load every page's constants for it (docs/decisions/031-light-form-pages.md).
export const CALCULATOR_TOAST_MS = 2000;

/** Why a valuation cannot be shown yet, so the page can say what to fix. */
export type ValuationProblem = "incomplete" | "investment" | "equity" | "equity-over-100";

export type ValuationResult =
  | { ok: true; investment: number; equity: number; preMoney: number; postMoney: number }
  | { ok: false; problem: ValuationProblem };

const PLAIN_NUMBER = /^\d+(\.\d+)?$/;

/**
 * Reads an amount typed with thousands separators ('1,00,000', '100,000', '1 000 000', in Western
 * or Eastern Arabic digits: '١٠٠٬٠٠٠'); null if not one.
 */
function parseInvestment(text: string): number | null {
  const digits = westernDigits(text).replace(/[,\s]/g, "");
  if (!PLAIN_NUMBER.test(digits)) return null;
  const value = Number(digits);
  return Number.isFinite(value) ? value : null;
}

/** Reads an equity percentage, with or without its % sign ('10', '10%', '12.5 %', '١٢٫٥٪'); null if not one. */
function parseEquity(text: string): number | null {
  const digits = westernDigits(text).replace(/[%\s]/g, "");
  if (!PLAIN_NUMBER.test(digits)) return null;
  const value = Number(digits);
  return Number.isFinite(value) ? value : null;
}

/**
 * Pre-money = investment ÷ (equity% ÷ 100); post-money = pre-money + investment (docs/product.md, section 9.4).
 * Computed only when both are numbers and the equity is above 0. Equity above 100% would mean the
 * investor buys more than the whole company, so we refuse it rather than show a meaningless figure.
 */
export function computeValuation(investmentText: string, equityText: string): ValuationResult {
  if (investmentText.trim() === "" || equityText.trim() === "") {
    return { ok: false, problem: "incomplete" };
  }
  const investment = parseInvestment(investmentText);
  if (investment === null) return { ok: false, problem: "investment" };
  const equity = parseEquity(equityText);
  if (equity === null || equity <= 0) return { ok: false, problem: "equity" };
  if (equity > 100) return { ok: false, problem: "equity-over-100" };
  const preMoney = investment / (equity / 100);
  const postMoney = preMoney + investment;
  if (!Number.isFinite(postMoney)) return { ok: false, problem: "investment" };
  return { ok: true, investment, equity, preMoney, postMoney };
}

/** Indian grouping for rupees (10,00,000), international grouping for the rest. */
const localeOf = (currency: Currency) => (currency === "INR" ? "en-IN" : "en-US");

/** The full amount in the currency's own style: '₹10,00,000', '$1,250,000.50', '¥3,000,000'. */
function formatFullAmount(value: number, currency: Currency): string {
  // Whole amounts without '.00': valuations are read, not reconciled.
  const fractions = Number.isInteger(value) ? { maximumFractionDigits: 0 } : {};
  return new Intl.NumberFormat(localeOf(currency), {
    style: "currency",
    currency,
    ...fractions,
  }).format(value);
}

const UNITS: Record<"INR" | "other", readonly { name: string; size: number; from: number }[]> = {
  INR: [
    { name: "Crore", size: 10_000_000, from: 10_000_000 },
    { name: "Lakh", size: 100_000, from: 100_000 },
  ],
  // Millions start at half a million, so 500,000 reads '0.5 Million' (docs/product.md, section 9.4).
  other: [{ name: "Million", size: 1_000_000, from: 500_000 }],
};

/**
 * The amount in words people say: INR in Lakh from 100,000 and Crore from 10,000,000; other
 * currencies in Million from 500,000. Null below those thresholds, where the full amount is enough.
 */
function abbreviateAmount(value: number, currency: Currency): string | null {
  const unit = UNITS[currency === "INR" ? "INR" : "other"].find(({ from }) => value >= from);
  if (!unit) return null;
  const amount = new Intl.NumberFormat(localeOf(currency), {
    style: "currency",
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(value / unit.size);
  return `${amount} ${unit.name}`;
}

/** The amount as shown and copied: full figure, then its abbreviation when there is one. */
export function describeAmount(
  value: number,
  currency: Currency,
  language: Language = "en",
  digits: Digits = "latn",
): string {
  if (language === "ar") return describeArabicAmount(value, currency, digits);
  const short = abbreviateAmount(value, currency);
  const full = formatFullAmount(value, currency);
  return short ? `${full} (${short})` : full;
}

// In Arabic (docs/decisions/059-languages.md): Intl's ar-AE with Western digits (or Eastern Arabic
// ones, the visitor's choice: core/languages.ts), the currency by
// its Arabic name rather than a Latin code or symbol ("1,250,000 دولار أمريكي"), and the units
// as Arabic readers of Indian and international figures say them.
const ARABIC_UNITS: Record<string, string> = { Crore: "كرور", Lakh: "لاك", Million: "مليون" };
const arabicNumber = (
  value: number,
  digits: Digits,
  fractions: { minimumFractionDigits?: number } = {},
) =>
  new Intl.NumberFormat(intlLocale("ar", digits), {
    maximumFractionDigits: 2,
    ...fractions,
  }).format(value);
const arabicCurrencyName = (currency: Currency) =>
  new Intl.DisplayNames(INTL_LOCALE.ar, { type: "currency" }).of(currency) ?? currency;

/** "12,500,000 دولار أمريكي (12.5 مليون دولار أمريكي)": the figure first, as Arabic reads it. */
function describeArabicAmount(value: number, currency: Currency, digits: Digits): string {
  const name = arabicCurrencyName(currency);
  // Whole amounts without '.00', others to the cent, as the English figures.
  const full = `${arabicNumber(value, digits, { minimumFractionDigits: Number.isInteger(value) ? 0 : 2 })} ${name}`;
  const unit = UNITS[currency === "INR" ? "INR" : "other"].find(({ from }) => value >= from);
  if (!unit) return full;
  return `${full} (${arabicNumber(value / unit.size, digits)} ${ARABIC_UNITS[unit.name]} ${name})`;
}
