import "../../styles/refunds.css";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatRupees } from "../../../core/money";
import type { RefundReason } from "../../../core/refunds";
import type { Refund } from "../../../core/schemas/refund";
import { useFounderDates } from "./format-date";

/**
 * The founder's refunds (docs/product.md, "Refunds and credit notes"): each with the day it
 * started, then the day it was done with the bank's reference (ARN) and its credit note, a plain
 * link the founder cookie opens, so it downloads before the page's scripts too.
 */
export function RefundsSection({ refunds }: { refunds: Refund[] }) {
  const { t } = useLingui();
  const { formatDate } = useFounderDates();
  const reasons: Record<RefundReason, string> = {
    "duplicate-payment": t`Duplicate payment`,
    "withdrawn-before-review": t`Withdrawn before review`,
    "firm-error": t`The firm's error`,
    goodwill: t`Goodwill`,
    "no-application": t`Paid for an order no application took`,
  };
  return (
    <section className="card founder-section" aria-labelledby="founder-refunds-heading">
      <h2 id="founder-refunds-heading">
        <Trans>Your refunds</Trans>
      </h2>
      <ul className="founder-refunds">
        {refunds.map((refund) => {
          const amount = formatRupees(refund.amount);
          return (
            <li key={refund.id} className="founder-refunds__item">
              <p className="founder-refunds__amount">
                <Trans>
                  Refund of <bdi dir="ltr">{amount}</bdi>: {reasons[refund.reason]}
                </Trans>
              </p>
              <p>
                <Trans>Started on {formatDate(refund.createdAt)}.</Trans>{" "}
                {refund.status === "pending" ? (
                  <Trans>Banks usually credit a refund within 5 to 7 working days.</Trans>
                ) : null}
              </p>
              {refund.status === "processed" && refund.processedAt ? (
                <p>
                  <Trans>
                    Done on {formatDate(refund.processedAt)}. Bank reference (ARN):{" "}
                    <bdi dir="ltr" className="founder-refunds__reference">
                      {refund.arn}
                    </bdi>
                  </Trans>
                </p>
              ) : null}
              {refund.status === "failed" ? (
                <p>
                  <Trans>This refund could not be made. We will be in touch.</Trans>
                </p>
              ) : null}
              {refund.creditNote ? (
                <>
                  <p>
                    <Trans>
                      GST credit note:{" "}
                      <bdi dir="ltr" className="founder-refunds__reference">
                        {refund.creditNote.number}
                      </bdi>
                    </Trans>
                  </p>
                  <p>
                    <a
                      className="button"
                      href={`/api/my-application/credit-notes/${refund.id}`}
                      download
                    >
                      <Trans>Download the credit note (PDF)</Trans>
                    </a>
                  </p>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
