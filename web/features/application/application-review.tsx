import { formatFee } from "../../../core/money";
import type { ApplicationFieldName } from "../../../core/schemas/application";
import type { ReviewProps } from "../../components/multi-step-form/multi-step-form";
import { ReviewScreen } from "../../components/multi-step-form/review-screen";
import { APPLICATION_FORM } from "./application-steps";
import { CouponField } from "./coupon-field";
import { TestCheckoutDialog } from "./payment/test-checkout-dialog";
import { useApplicationSubmit } from "./payment/use-application-submit";
import { FULL_PRICE, type Price } from "./price";

type ApplicationReviewProps = ReviewProps<ApplicationFieldName> & {
  price: Price;
  onPriceChange: (price: Price) => void;
};

const BUSY_LABELS = {
  ordering: "Creating your order...",
  paying: "Waiting for the payment...",
  saving: "Submitting your application...",
} as const;

/**
 * Every answer grouped by step, each with a way back to edit it; the coupon, the fee and the
 * submit: payment, then saving, then /thank-you.
 */
export function ApplicationReview({
  headingRef,
  values,
  onEdit,
  onBack,
  price,
  onPriceChange,
}: ApplicationReviewProps) {
  const { submit, phase, message, paidOrder, testCheckout, onTestCheckoutResult } =
    useApplicationSubmit({ onCouponRefused: () => onPriceChange(FULL_PRICE) });
  const busy = phase !== "idle";
  // Once paid, the paid order's price is the price.
  const fee = paidOrder?.finalPrice ?? price.finalPrice;
  const submitLabel =
    paidOrder || fee === 0 ? "Submit application" : `Pay ${formatFee(fee)} and submit`;

  return (
    <ReviewScreen
      headingRef={headingRef}
      idPrefix="application"
      title="Review your application"
      form={APPLICATION_FORM}
      values={values}
      onEdit={onEdit}
    >
      <div className="payment card">
        <CouponField price={price} onPriceChange={onPriceChange} disabled={busy || !!paidOrder} />
        <p className="review__fee">
          Application fee <strong>{formatFee(fee)}</strong>
          {fee === 0 ? " (no payment needed)" : null}
        </p>
        {paidOrder ? (
          <p className="payment__paid">
            Your payment of {formatFee(paidOrder.finalPrice)} was received (reference{" "}
            {paidOrder.proof.razorpay_payment_id}). Submit to finish; you will not be charged again.
          </p>
        ) : null}
        {message ? (
          <p
            className={`payment__message payment__message--${message.tone}`}
            role={message.tone === "error" ? "alert" : "status"}
          >
            {message.text}
            {message.tone === "error" && paidOrder
              ? " Your answers and your payment are kept in this browser: submit again to retry."
              : null}
          </p>
        ) : null}
        <div className="stepper__actions">
          <button type="button" className="button" onClick={onBack} disabled={busy}>
            Back
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void submit(values, price)}
            disabled={busy}
            aria-describedby={busy ? "application-submit-progress" : undefined}
          >
            {busy ? BUSY_LABELS[phase] : submitLabel}
          </button>
        </div>
        <p id="application-submit-progress" className="visually-hidden" role="status">
          {busy ? BUSY_LABELS[phase] : ""}
        </p>
      </div>
      <TestCheckoutDialog request={testCheckout} onResult={onTestCheckoutResult} />
    </ReviewScreen>
  );
}
