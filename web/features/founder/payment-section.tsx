import { Trans, useLingui } from "@lingui/react/macro";
import { OUTSIDE_INDIA } from "../../../core/indian-states";
import { formatRupees } from "../../../core/money";
import type { FounderApplication } from "../../../core/schemas/founder";
import { ReceiptDownload } from "../../components/ui/receipt-download";
import { leadChoice } from "../../words/lead-choices";
import { founderApi } from "./founder-api";
import { founderMessage } from "./founder-messages";

/** What the founder paid, with the coupon and partner, and the receipt of a paid application. */
export function PaymentSection({
  payment,
  onChange,
}: {
  payment: FounderApplication["payment"];
  onChange: () => void;
}) {
  const { t, i18n } = useLingui();
  const free = !payment.amountPaid;
  return (
    <section className="card founder-section" aria-labelledby="founder-payment-heading">
      <h2 id="founder-payment-heading">
        <Trans>Your payment</Trans>
      </h2>
      <dl className="founder-fields">
        <div className="founder-fields__row">
          <dt>
            <Trans>Amount paid</Trans>
          </dt>
          <dd>
            {free ? (
              <Trans>Nothing: no fee was due</Trans>
            ) : (
              <bdi dir="ltr">{formatRupees(payment.amountPaid)}</bdi>
            )}
          </dd>
        </div>
        {payment.couponCode ? (
          <div className="founder-fields__row">
            <dt>
              <Trans>Coupon</Trans>
            </dt>
            <dd>
              <bdi>{payment.couponCode}</bdi>
              {payment.partnerName ? (
                <>
                  {" "}
                  <Trans>
                    (from <bdi>{payment.partnerName}</bdi>)
                  </Trans>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
        {payment.paymentId ? (
          <div className="founder-fields__row">
            <dt>
              <Trans>Payment id</Trans>
            </dt>
            <dd>
              <bdi dir="ltr">{payment.paymentId}</bdi>
            </dd>
          </div>
        ) : null}
        {payment.receipt ? (
          <div className="founder-fields__row">
            <dt>
              <Trans>Receipt number</Trans>
            </dt>
            <dd>
              <bdi dir="ltr">{payment.receipt.number}</bdi>
            </dd>
          </div>
        ) : null}
      </dl>
      {payment.receipt ? (
        <ReceiptDownload
          receipt={payment.receipt}
          download={founderApi.receipt}
          onDownloaded={payment.receipt.needsState ? onChange : undefined}
          texts={{
            stateLabel: t`Your state (for the tax invoice)`,
            chooseState: t`Choose your state`,
            stateFirst: t`Choose your state first: the tax invoice depends on it.`,
            download: t`Download receipt (PDF)`,
            preparing: t`Preparing…`,
            failed: t`The receipt could not be downloaded. Please try again.`,
            network: t`We could not reach our server. Check your connection and try again.`,
            serverMessage: (text) => founderMessage(text, i18n),
            stateName: (name) =>
              name === OUTSIDE_INDIA.name ? t`Outside India` : leadChoice(name, i18n),
          }}
        />
      ) : null}
      {free ? (
        <p>
          <Trans>No fee was paid for this application, so there is no receipt.</Trans>
        </p>
      ) : null}
    </section>
  );
}
