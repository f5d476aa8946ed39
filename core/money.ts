// Amounts of money are kept in paise (integers) everywhere; these are the only ways to show one.
//
// The rule for every display: the rupee sign, whole rupees without '.00', and the paise as two
// digits only when the amount is not a whole number of rupees (₹2,499.50, never ₹2,499.5).

const PAISE_PER_RUPEE = 100;

/** The rupee digits of an amount in paise: two decimals only when there are paise. */
function rupeeDigits(paise: number, useGrouping: boolean): string {
  const decimals = paise % PAISE_PER_RUPEE === 0 ? 0 : 2;
  return (paise / PAISE_PER_RUPEE).toLocaleString("en-IN", {
    useGrouping,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/**
 * An amount as people read it, grouped the Indian way: 500000 → '₹5,000', 12345678 →
 * '₹1,23,456.78'. `empty` stands in for an amount there is none of (a record without a payment).
 */
export function formatRupees(paise: number | null, empty = "—"): string {
  return paise === null ? empty : `₹${rupeeDigits(paise, true)}`;
}

/**
 * The application fee where the founder sees it (intro, coupon, review, checkout, terms), written
 * as the spec writes it: 500000 → '₹5000' ("display divides by 100", docs/product.md, section 9.4), so without
 * grouping; the paise rule is the same as formatRupees'.
 */
export function formatFee(paise: number): string {
  return `₹${rupeeDigits(paise, false)}`;
}

/** A plain machine-readable amount, for CSV and other files: 250000 → '2500.00'; none → ''. */
export function rupeesAmount(paise: number | null): string {
  return paise === null ? "" : (paise / PAISE_PER_RUPEE).toFixed(2);
}

/** An amount someone typed in rupees (a founder's planned investment), in whole paise. */
export function paiseFromRupees(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}
