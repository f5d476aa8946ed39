/**
 * How long the answers of an order never paid are kept: the retention job then removes them, and
 * the order row (amount, coupon, status, dates) stays for the accounts
 * (docs/decisions/051-retention-and-erasure.md).
 */
export const UNPAID_ANSWERS_KEPT_DAYS = 30;
