// Refunds of the application fee (docs/product.md, "Refunds and credit notes";
// docs/decisions/085-refunds-and-credit-notes.md): why money goes back, and how far it has gone.

/**
 * Why a payment is refunded: the four an admin chooses from, and the two the reconciliation job
 * gives an automatic refund (a second capture of one order, a payment no application took).
 */
export const REFUND_REASONS = [
  "duplicate-payment",
  "withdrawn-before-review",
  "firm-error",
  "goodwill",
  "no-application",
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** The reasons an admin can give from an application's record. */
export const STAFF_REFUND_REASONS = [
  "duplicate-payment",
  "withdrawn-before-review",
  "firm-error",
  "goodwill",
] as const satisfies readonly RefundReason[];

export const REFUND_REASON_LABELS = {
  en: {
    "duplicate-payment": "Duplicate payment",
    "withdrawn-before-review": "Withdrawn before review",
    "firm-error": "The firm's error",
    goodwill: "Goodwill",
    "no-application": "Paid for an order no application took",
  },
  ar: {
    "duplicate-payment": "دفعة مكررة",
    "withdrawn-before-review": "سُحب الطلب قبل المراجعة",
    "firm-error": "خطأ من الشركة",
    goodwill: "مبادرة حسن نية",
    "no-application": "دفعة لطلب شراء لم يُقدَّم به طلب",
  },
} as const satisfies Record<"en" | "ar", Record<RefundReason, string>>;

/** pending from the request until the provider says processed (with the ARN) or failed. */
export const REFUND_STATUSES = ["pending", "processed", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The longest note an admin writes with a refund. */
export const REFUND_NOTE_MAX = 500;

/**
 * Rupees as an admin types them ("2500", "2,500.50", "₹ 2500") in whole paise, or null when it is
 * not an amount of rupees and at most two decimals.
 */
export function paiseFromTypedRupees(typed: string): number | null {
  const plain = typed.replace(/[\s,₹]/g, "");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
