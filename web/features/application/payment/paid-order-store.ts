import type { PaymentProof } from "../../../../core/schemas/payment";

/** A payment the provider accepted whose application we have not yet saved. */
export type PaidOrder = {
  proof: PaymentProof;
  finalPrice: number;
  couponCode: string | null;
  partnerName: string | null;
};

// Beside the draft, in localStorage: a closed tab or a failed save keeps the proof, and the retry
// sends the same paid order again instead of charging twice.
const KEY = "nakhla:application-payment";

const isPaidOrder = (value: unknown): value is PaidOrder => {
  const order = value as Partial<PaidOrder> | null;
  return (
    typeof order === "object" &&
    order !== null &&
    typeof order.finalPrice === "number" &&
    typeof order.proof?.razorpay_order_id === "string" &&
    typeof order.proof.razorpay_payment_id === "string" &&
    typeof order.proof.razorpay_signature === "string"
  );
};

export const paidOrderStore = {
  read(): PaidOrder | null {
    try {
      const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? "null");
      return isPaidOrder(value) ? value : null;
    } catch {
      return null;
    }
  },
  write(order: PaidOrder) {
    try {
      window.localStorage.setItem(KEY, JSON.stringify(order));
    } catch {
      // Storage full or blocked: the proof stays in memory for this visit.
    }
  },
  clear() {
    try {
      window.localStorage.removeItem(KEY);
    } catch {
      // Nothing to clear.
    }
  },
};
