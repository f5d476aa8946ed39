import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { formatFee } from "../../../../core/money";
import { useModalDialog } from "../../../components/ui/use-modal-dialog";
import { errorText } from "../../../lib/api";
import { applicationApi } from "../application-api";
import { applicationMessage } from "../application-messages";
import type { CheckoutRequest, CheckoutResult } from "./checkout";

type TestCheckoutDialogProps = {
  /** The checkout to show; null when closed. */
  request: CheckoutRequest | null;
  onResult: (result: CheckoutResult) => void;
};

/**
 * The labelled test checkout (docs/architecture.md, rule 10): used when no Razorpay keys are configured. No
 * money moves; the server signs the payment with its local secret, as Razorpay would.
 */
export function TestCheckoutDialog({ request, onResult }: TestCheckoutDialogProps) {
  const [paying, setPaying] = useState(false);
  const dismiss = () => {
    if (!paying) onResult({ kind: "dismissed" });
  };
  const dialog = useModalDialog(request !== null, dismiss);
  const titleId = useId();
  const { t, i18n } = useLingui();

  async function pay(orderId: string) {
    setPaying(true);
    try {
      const proof = await applicationApi.payTestOrder({ orderId });
      onResult({ kind: "paid", proof });
    } catch (error) {
      onResult({
        kind: "failed",
        message: applicationMessage(
          errorText(error, {
            fallback: t`The test checkout failed.`,
            network: t`The test checkout could not reach the server.`,
          }),
          i18n,
        ),
      });
    } finally {
      setPaying(false);
    }
  }

  return (
    <dialog
      {...dialog}
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
      className="dialog checkout-dialog"
      aria-labelledby={titleId}
    >
      {request ? (
        <div className="checkout-dialog__body">
          <p className="checkout-dialog__badge">
            <Trans>Test mode: no real payment is taken</Trans>
          </p>
          <h2 id={titleId}>
            <Trans>Test checkout</Trans>
          </h2>
          <dl className="checkout-dialog__summary">
            <dt>
              <Trans>For</Trans>
            </dt>
            {/* The provider's description (CHECKOUT_DESCRIPTION), in the page's language. */}
            <dd>{t`Startup Pitch Application Fee`}</dd>
            <dt>
              <Trans>Amount</Trans>
            </dt>
            <dd>
              <bdi dir="ltr">{formatFee(request.order.amount)}</bdi>
            </dd>
            <dt>
              <Trans>Payer</Trans>
            </dt>
            <dd>
              <bdi>{request.payer.name}</bdi> (<bdi dir="ltr">{request.payer.email}</bdi>)
            </dd>
          </dl>
          <p>
            <Trans>
              This is a practice run of the payment step: no card is asked for and nothing is
              charged. On the live site, the secure Razorpay checkout opens here instead. Pay to see
              your application submitted, or decline to see what happens when a payment fails.
            </Trans>
          </p>
          <div className="checkout-dialog__actions">
            <button type="button" className="button" onClick={dismiss} disabled={paying}>
              <Trans>Cancel</Trans>
            </button>
            <button
              type="button"
              className="button"
              onClick={() =>
                onResult({ kind: "failed", message: t`The test payment was declined.` })
              }
              disabled={paying}
            >
              <Trans>Decline payment</Trans>
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void pay(request.order.orderId)}
              disabled={paying}
            >
              {paying ? t`Paying...` : <PayLabel amount={request.order.amount} />}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

/** "Pay ₹5000", the amount left to right in either language. */
function PayLabel({ amount }: { amount: number }) {
  const fee = formatFee(amount);
  return (
    <Trans>
      Pay <bdi dir="ltr">{fee}</bdi>
    </Trans>
  );
}
