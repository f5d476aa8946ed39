import { useEffect, useState } from "react";
import type { AdminApplication } from "../../../../core/schemas/admin";
import type { AdminAnswers } from "../../../../core/schemas/application";
import type { ApplicationScorecards } from "../../../../core/schemas/scorecard";
import { CommentsThread } from "./comments-thread";
import { ReviewSummary } from "./review-summary";
import { reviewsApi } from "./reviews-api";
import { ScorecardForm } from "./scorecard-form";

type ApplicationReviewProps = {
  application: AdminApplication;
  /** The spec's evaluation (admins); null for a reviewer. */
  onEvaluate: ((answers: AdminAnswers) => Promise<void>) | null;
};

/** An application's scorecards: the team's summary, your own scorecard, and the comments. */
export function ApplicationReview({ application, onEvaluate }: ApplicationReviewProps) {
  const reviews = useScorecards(application._id);
  return (
    <section className="application-review" aria-label="Scorecards">
      <h3>Scorecards</h3>
      {reviews.failed ? <p className="field__error">Could not load the scorecards.</p> : null}
      {reviews.data ? (
        <>
          <ReviewSummary reviews={reviews.data} />
          <ScorecardForm
            applicationId={application._id}
            mine={reviews.data.mine}
            // An admin with no scorecard yet edits the stored evaluation, as before scorecards.
            startingNotes={onEvaluate ? application.adminAnswers : undefined}
            submitLabel="Submit scorecard"
            onSubmitted={reviews.reload}
            onEvaluate={onEvaluate}
          />
        </>
      ) : null}
      <CommentsThread applicationId={application._id} />
    </section>
  );
}

/** Loads an application's scorecards as you may see them; `reload` after you submit yours. */
export function useScorecards(applicationId: string) {
  const [data, setData] = useState<ApplicationScorecards | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is a reload trigger
  useEffect(() => {
    let current = true;
    setFailed(false);
    reviewsApi
      .scorecards(applicationId)
      .then((loaded) => current && setData(loaded))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [applicationId, version]);
  return { data, failed, reload: () => setVersion((value) => value + 1) };
}
