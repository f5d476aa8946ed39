import type { AdminApplication } from "../../../../core/schemas/admin";
import { formatScore } from "../../../../core/scorecard";
import { reviewCount } from "./review-summary";

/** The list row's reviews: the median of the weighted totals and how many reviewed. */
export function ReviewsLine({ application }: { application: AdminApplication }) {
  return (
    <span className="record__reviews">
      {application.reviewMedian !== null ? (
        <>
          Median <strong>{formatScore(application.reviewMedian)}</strong> of 5 ·{" "}
        </>
      ) : null}
      {reviewCount(application.reviews)}
    </span>
  );
}
