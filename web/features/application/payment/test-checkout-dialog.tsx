import { useId, useState } from "react";
import { formatFee } from "../../../../core/money";
import { useModalDialog } from "../../../components/ui/use-modal-dialog";
import { errorText } from "../../../lib/api";
import { applicationApi } from "../application-api";
import { CHECKOUT_DESCRIPTION, type CheckoutRequest, type CheckoutResult } from "./checkout";

export const TEST_DECLINE_MESSAGE = "The test payment was declined.";

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

  async function pay(orderId: string) {
    setPaying(true);
    try {
      const proof = await applicationApi.payTestOrder({ orderId });
      onResult({ kind: "paid", proof });
    } catch (error) {
      onResult({
        kind: "failed",
        message: errorText(error, {
          fallback: "The test checkout failed.",
          network: "The test checkout could not reach the server.",
        }),
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
          <p className="checkout-dialog__badge">Test mode: no real payment is taken</p>
          <h2 id={titleId}>Test checkout</h2>
          <dl className="checkout-dialog__summary">
            <dt>For</dt>
            <dd>{CHECKOUT_DESCRIPTION}</dd>
            <dt>Amount</dt>
            <dd>{formatFee(request.order.amount)}</dd>
            <dt>Payer</dt>
            <dd>
              {request.payer.name} ({request.payer.email})
            </dd>
          </dl>
          <p>
            This is a practice run of the payment step: no card is asked for and nothing is charged.
            On the live site, the secure Razorpay checkout opens here instead. Pay to see your
            application submitted, or decline to see what happens when a payment fails.
          </p>
          <div className="checkout-dialog__actions">
            <button type="button" className="button" onClick={dismiss} disabled={paying}>
              Cancel
            </button>
            <button
              type="button"
              className="button"
              onClick={() => onResult({ kind: "failed", message: TEST_DECLINE_MESSAGE })}
              disabled={paying}
            >
              Decline payment
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void pay(request.order.orderId)}
              disabled={paying}
            >
              {paying ? "Paying..." : `Pay ${formatFee(request.order.amount)}`}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
