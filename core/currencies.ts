// The five currencies an amount is named in: the valuation calculator's (docs/product.md, section
// 9.4), which a firm's cheque and a firm's answer on a deal take too. A module of its own, so that
// a page using the list loads nothing else with it (docs/decisions/031-light-form-pages.md).
export const CURRENCIES = ["INR", "USD", "GBP", "AED", "JPY"] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * An amount on a deal as the console, the deal room and the mails write it: the currency's code,
 * then the whole figure in Western grouping ("USD 250,000", "INR 5,000,000"), the grouping a
 * firm's partner reads in every currency. The deal room passes its reader's `Intl` locale, whose
 * Arabic writes Western digits too (core/languages.ts). The calculator writes a founder's figures
 * in each currency's own style instead (core/valuation.ts).
 */
export const formatAmount = (currency: string, amount: number, locale = "en-US") =>
  `${currency} ${groupAmount(amount, locale)}`;

/** The figure alone, grouped as `formatAmount` groups it: the second end of a range. */
export const groupAmount = (amount: number, locale = "en-US") => amount.toLocaleString(locale);
