import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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
  ordering: msg`Creating your order...`,
  paying: msg`Waiting for the payment...`,
  saving: msg`Submitting your application...`,
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
  const { i18n, t } = useLingui();
  // Once paid, the paid order's price is the price.
  const fee = paidOrder?.finalPrice ?? price.finalPrice;
  const feeText = <bdi>{formatFee(fee)}</bdi>;
  const submitLabel =
    paidOrder || fee === 0 ? (
      <Trans>Submit application</Trans>
    ) : (
      <Trans>Pay {feeText} and submit</Trans>
    );

  return (
    <ReviewScreen
      headingRef={headingRef}
      idPrefix="application"
      title={t`Review your application`}
      form={APPLICATION_FORM}
      values={values}
      onEdit={onEdit}
    >
      <div className="payment card">
        <CouponField price={price} onPriceChange={onPriceChange} disabled={busy || !!paidOrder} />
        <p className="review__fee">
          <Trans>
            Application fee <strong>{feeText}</strong>
          </Trans>
          {fee === 0 ? (
            <>
              {" "}
              <Trans>(no payment needed)</Trans>
            </>
          ) : null}
        </p>
        {paidOrder ? (
          <p className="payment__paid">
            <Trans>
              Your payment of <bdi>{formatFee(paidOrder.finalPrice)}</bdi> was received (reference{" "}
              <bdi>{paidOrder.proof.razorpay_payment_id}</bdi>). Submit to finish; you will not be
              charged again.
            </Trans>
          </p>
        ) : null}
        {message ? (
          <p
            className={`payment__message payment__message--${message.tone}`}
            role={message.tone === "error" ? "alert" : "status"}
          >
            {message.text}
            {message.tone === "error" && paidOrder
              ? ` ${t`Your answers and your payment are kept in this browser: submit again to retry.`}`
              : null}
          </p>
        ) : null}
        <div className="stepper__actions">
          <button type="button" className="button" onClick={onBack} disabled={busy}>
            <Trans>Back</Trans>
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void submit(values, price)}
            disabled={busy}
            aria-describedby={busy ? "application-submit-progress" : undefined}
          >
            {busy ? i18n._(BUSY_LABELS[phase]) : submitLabel}
          </button>
        </div>
        <p id="application-submit-progress" className="visually-hidden" role="status">
          {busy ? i18n._(BUSY_LABELS[phase]) : ""}
        </p>
      </div>
      <TestCheckoutDialog request={testCheckout} onResult={onTestCheckoutResult} />
    </ReviewScreen>
  );
}
