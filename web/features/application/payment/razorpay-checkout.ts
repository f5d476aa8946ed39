import { FIRM } from "../../../../core/firm";
import type { PaymentProof } from "../../../../core/schemas/payment";
import { CHECKOUT_DESCRIPTION, type CheckoutRequest, type CheckoutResult } from "./checkout";

// Razorpay requires checkout.js from its own host (it may not be bundled); the CSP allows this one
// host only when Razorpay keys are configured.
const CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";
/** Orange: the site's accent (docs/product.md, section 4.2 gives the checkout an orange theme). */
const THEME_COLOR = "#c2410c";

type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: PaymentProof) => void;
  modal: { ondismiss: () => void; escape: boolean };
};
type RazorpayInstance = {
  open(): void;
  on(
    event: "payment.failed",
    listener: (response: { error: { description?: string } }) => void,
  ): void;
};
declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<void> | null = null;

function loadCheckoutScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error("Razorpay's checkout could not be loaded. Check your connection."));
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens Razorpay's checkout for the order and waits for how it ends. */
export async function openRazorpayCheckout({
  order,
  payer,
}: CheckoutRequest): Promise<CheckoutResult> {
  try {
    await loadCheckoutScript();
  } catch (error) {
    return { kind: "failed", message: (error as Error).message };
  }
  const Razorpay = window.Razorpay;
  const key = order.keyId;
  if (!Razorpay || !key) {
    return { kind: "failed", message: "Razorpay's checkout is not available." };
  }
  return new Promise<CheckoutResult>((resolve) => {
    const checkout = new Razorpay({
      key,
      amount: order.amount,
      currency: order.currency,
      order_id: order.orderId,
      name: FIRM.name,
      description: CHECKOUT_DESCRIPTION,
      prefill: { name: payer.name, email: payer.email, contact: payer.phone },
      theme: { color: THEME_COLOR },
      handler: (proof) => resolve({ kind: "paid", proof }),
      modal: { ondismiss: () => resolve({ kind: "dismissed" }), escape: true },
    });
    checkout.on("payment.failed", (response) =>
      resolve({ kind: "failed", message: response.error.description ?? "The payment failed." }),
    );
    checkout.open();
  });
}
