import { formatRupees } from "../../../core/money";
import type { FounderApplication } from "../../../core/schemas/founder";
import { ReceiptDownload } from "../../components/ui/receipt-download";
import { founderApi } from "./founder-api";

/** What the founder paid, with the coupon and partner, and the receipt of a paid application. */
export function PaymentSection({
  payment,
  onChange,
}: {
  payment: FounderApplication["payment"];
  onChange: () => void;
}) {
  const free = !payment.amountPaid;
  return (
    <section className="card founder-section" aria-labelledby="founder-payment-heading">
      <h2 id="founder-payment-heading">Your payment</h2>
      <dl className="founder-fields">
        <div className="founder-fields__row">
          <dt>Amount paid</dt>
          <dd>{free ? "Nothing: no fee was due" : formatRupees(payment.amountPaid)}</dd>
        </div>
        {payment.couponCode ? (
          <div className="founder-fields__row">
            <dt>Coupon</dt>
            <dd>
              {payment.couponCode}
              {payment.partnerName ? ` (from ${payment.partnerName})` : ""}
            </dd>
          </div>
        ) : null}
        {payment.paymentId ? (
          <div className="founder-fields__row">
            <dt>Payment id</dt>
            <dd>{payment.paymentId}</dd>
          </div>
        ) : null}
        {payment.receipt ? (
          <div className="founder-fields__row">
            <dt>Receipt number</dt>
            <dd>{payment.receipt.number}</dd>
          </div>
        ) : null}
      </dl>
      {payment.receipt ? (
        <ReceiptDownload
          receipt={payment.receipt}
          download={founderApi.receipt}
          onDownloaded={payment.receipt.needsState ? onChange : undefined}
        />
      ) : null}
      {free ? <p>No fee was paid for this application, so there is no receipt.</p> : null}
    </section>
  );
}
