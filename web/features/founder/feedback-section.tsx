import { Trans } from "@lingui/react/macro";
import type { FounderApplication } from "../../../core/schemas/founder";
import { useFounderDates } from "./format-date";

/**
 * The reviewers' summary the decision mail carried (docs/product.md, "Feedback in the decision
 * mail"), kept on the founder's page as it was sent: written by the firm in the founder's language.
 */
export function FeedbackSection({
  feedback,
}: {
  feedback: NonNullable<FounderApplication["feedback"]>;
}) {
  const { formatDate } = useFounderDates();
  return (
    <section
      className="card founder-section founder-feedback"
      aria-labelledby="founder-feedback-heading"
    >
      <h2 id="founder-feedback-heading">
        <Trans>What the reviewers said</Trans>
      </h2>
      <p className="founder-feedback__sent">
        <Trans>Sent with our decision on {formatDate(feedback.sentAt)}.</Trans>
      </p>
      <p className="founder-feedback__summary">{feedback.summary}</p>
    </section>
  );
}
