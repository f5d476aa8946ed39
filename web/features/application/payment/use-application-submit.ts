import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { ApplicationAnswers } from "../../../../core/schemas/application";
import type { CreateOrderResponse } from "../../../../core/schemas/payment";
import { useLocale, useLocalePath } from "../../../i18n/language";
import { ApiError, errorText } from "../../../lib/api";
import type { ThankYouState } from "../../../lib/thank-you-state";
import { PATHS } from "../../../paths";
import { applicationApi } from "../application-api";
import { clearApplicationDraft } from "../application-draft";
import { applicationMessage } from "../application-messages";
import { APPLICATION_FORM, type ApplicationFormValues } from "../application-steps";
import type { Price } from "../price";
import type { CheckoutRequest, CheckoutResult } from "./checkout";
import { type PaidOrder, paidOrderStore } from "./paid-order-store";
import { openRazorpayCheckout } from "./razorpay-checkout";

export type SubmitPhase = "idle" | "ordering" | "paying" | "saving";
export type SubmitMessage = { tone: "error" | "info"; text: string };

/**
 * Submits the application: an order for the server's price, the checkout, then the save with the
 * payment proof, then /thank-you (docs/product.md, section 3.3). A paid order whose save failed is kept beside
 * the draft, so the retry sends the same payment and nobody pays twice.
 */
export function useApplicationSubmit({
  onCouponRefused,
}: {
  /** The server refused the order's coupon (used up, expired): the fee goes back to the full price. */
  onCouponRefused: () => void;
}) {
  const navigate = useNavigate();
  const language = useLocale();
  const localePath = useLocalePath();
  const { t, i18n } = useLingui();
  const network = t`We could not reach our server. Check your connection and try again.`;
  /** The server's reason in the page's language, or the fallback. */
  const reasonOf = (error: unknown, fallback: string) =>
    applicationMessage(errorText(error, { fallback, network }), i18n);
  const [phase, setPhase] = useState<SubmitPhase>("idle");
  const [message, setMessage] = useState<SubmitMessage | null>(null);
  const [paidOrder, setPaidOrder] = useState<PaidOrder | null>(null);
  const [testCheckout, setTestCheckout] = useState<CheckoutRequest | null>(null);
  const settleTestCheckout = useRef<(result: CheckoutResult) => void>(() => {});

  // Read after hydration: the prerendered page knows nothing of this browser's storage.
  useEffect(() => setPaidOrder(paidOrderStore.read()), []);

  const checkout = (request: CheckoutRequest): Promise<CheckoutResult> =>
    request.order.provider === "razorpay"
      ? openRazorpayCheckout(request)
      : new Promise((resolve) => {
          settleTestCheckout.current = resolve;
          setTestCheckout(request);
        });

  const onTestCheckoutResult = (result: CheckoutResult) => {
    setTestCheckout(null);
    settleTestCheckout.current(result);
  };

  /** `founderLink`: the answer brought the founder cookie, so the thank-you page leads there. */
  function finish(founderLink: boolean) {
    clearApplicationDraft();
    paidOrderStore.clear();
    navigate(localePath(PATHS.thankYou), { state: { founderLink } satisfies ThankYouState });
  }

  async function save(answers: ApplicationAnswers, price: Price, paid: PaidOrder | null) {
    setPhase("saving");
    try {
      await applicationApi.submit({
        ...answers,
        paymentId: paid?.proof.razorpay_payment_id ?? null,
        couponCode: price.couponCode,
        finalPrice: price.finalPrice,
        partnerName: price.partnerName,
        ...(paid ? { payment: paid.proof } : {}),
        language,
      });
      finish(true);
    } catch (error) {
      // This payment's application is already saved (an earlier answer was lost on the way back).
      if (paid && error instanceof ApiError && error.status === 409) return finish(false);
      const reason = reasonOf(error, t`Please try again.`);
      setMessage({
        tone: "error",
        text: paid
          ? // docs/product.md, section 9.2: the save after a successful payment failed.
            t`Payment was successful but form submission failed.`
          : t`Failed to save form data: ${reason}`,
      });
      setPhase("idle");
    }
  }

  async function submit(values: ApplicationFormValues, price: Price) {
    setMessage(null);
    // The review is reached only with every step valid; should it not be (or should the rules
    // not load), nothing is sent.
    const answers = await APPLICATION_FORM.toPayload(values).catch(() => null);
    if (!answers) {
      const reason = t`Please try again.`;
      setMessage({ tone: "error", text: t`Failed to save form data: ${reason}` });
      return;
    }
    const pending = paidOrder ?? paidOrderStore.read();
    if (pending) return save(answers, pending, pending);
    if (price.finalPrice === 0) return save(answers, price, null);

    setPhase("ordering");
    let order: CreateOrderResponse;
    try {
      order = await applicationApi.createOrder({
        amount: price.finalPrice,
        ...(price.couponCode ? { couponCode: price.couponCode } : {}),
        answers,
        language,
      });
    } catch (error) {
      const reason = reasonOf(error, t`Failed to create order`);
      setMessage({ tone: "error", text: t`Payment failed: ${reason}` });
      // A coupon that passed its check may be used up by the time the order is made (spec
      // section 5: a coupon failure puts the price back to the full fee).
      if (price.couponCode && error instanceof ApiError && error.status === 400) onCouponRefused();
      setPhase("idle");
      return;
    }

    setPhase("paying");
    const result = await checkout({
      order,
      payer: { name: answers.fullName, email: answers.email, phone: answers.phone },
    });
    if (result.kind === "dismissed") {
      setMessage({ tone: "info", text: t`Payment cancelled. Your answers are kept.` });
      setPhase("idle");
      return;
    }
    if (result.kind === "failed") {
      const reason = result.message;
      setMessage({ tone: "error", text: t`Payment failed: ${reason}` });
      setPhase("idle");
      return;
    }
    const paid: PaidOrder = {
      proof: result.proof,
      finalPrice: order.amount,
      couponCode: price.couponCode,
      partnerName: price.partnerName,
    };
    paidOrderStore.write(paid);
    setPaidOrder(paid);
    await save(answers, paid, paid);
  }

  return { submit, phase, message, paidOrder, testCheckout, onTestCheckoutResult };
}
