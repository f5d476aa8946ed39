import type { ApplicationScorecards } from "../../../../core/schemas/scorecard";
import { formatScore, RED_FLAG_TOPIC } from "../../../../core/scorecard";
import { formatCalibrated } from "../../../../core/scorecard-calibration";

/**
 * The team's scorecards of an application: the median, the spread and each reviewer's weighted
 * total; or, for a reviewer who has not submitted theirs, only how many there are.
 */
export function ReviewSummary({ reviews }: { reviews: ApplicationScorecards }) {
  if (reviews.hidden || !reviews.summary) {
    return (
      <p className="review-summary">
        {reviewCount(reviews.reviews)}. The scores stay hidden until you submit your own.
      </p>
    );
  }
  const { summary } = reviews;
  return (
    <div className="review-summary">
      <p>
        {reviewCount(summary.reviews)}
        {summary.reviews > 0
          ? ` · median ${formatScore(summary.median)} of 5 · spread ${formatScore(summary.spread)}`
          : ""}
      </p>
      {reviews.scorecards.length > 0 ? (
        <table className="review-summary__table">
          <caption className="visually-hidden">Weighted total by reviewer</caption>
          <thead>
            <tr>
              <th scope="col">Reviewer</th>
              <th scope="col">Weighted total</th>
              <th scope="col">Against own history</th>
              <th scope="col">Red flag</th>
            </tr>
          </thead>
          <tbody>
            {reviews.scorecards.map((card) => (
              <tr key={card.reviewerId}>
                <th scope="row">
                  {card.reviewerName}
                  {card.independent ? null : (
                    <span className="review-summary__mark"> scored after seeing others</span>
                  )}
                </th>
                <td>
                  {formatScore(card.weightedTotal)}
                  {card.revision ? (
                    <span className="review-summary__mark">
                      {" "}
                      changed after seeing others: {formatScore(card.revision.weightedTotal)}
                    </span>
                  ) : null}
                </td>
                <td>{formatCalibrated(card.calibrated)}</td>
                <td>{card.redFlag ? (card.notes[RED_FLAG_TOPIC] ?? "Raised") : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {reviews.scorecards.length > 0 ? (
        <p className="review-summary__hint">
          Each total is the reviewer's first, independent scorecard. "Against own history" puts it
          on the reviewer's own scale: how many of their usual steps above (+) or below (−) their
          average it is, once they have scored three applications.
        </p>
      ) : null}
    </div>
  );
}

export const reviewCount = (count: number) =>
  count === 0 ? "No reviews yet" : count === 1 ? "1 review" : `${count} reviews`;
