import type { AdminApplication } from "../../../../core/schemas/admin";
import type { ApplicationScorecards, Comment } from "../../../../core/schemas/scorecard";
import { Loaded } from "../lists/loaded";
import { CommentsThread } from "./comments-thread";
import { ReviewSummary } from "./review-summary";
import { ScorecardForm } from "./scorecard-form";

type ApplicationReviewProps = {
  application: AdminApplication;
  scorecards: Promise<ApplicationScorecards>;
  /** The thread under the scorecard; null where the record shows it apart. */
  comments: Promise<Comment[]> | null;
  /** The spec's evaluation: for admins only (a reviewer's form has no "Submit evaluation"). */
  evaluates: boolean;
};

/** An application's scorecards: the team's summary, your own scorecard, and the comments. */
export function ApplicationReview({
  application,
  scorecards,
  comments,
  evaluates,
}: ApplicationReviewProps) {
  return (
    <section className="application-review" aria-label="Scorecards">
      <h3>Scorecards</h3>
      <Loaded
        data={scorecards}
        loading={null}
        failure={() => <p className="field__error">Could not load the scorecards.</p>}
      >
        {(reviews) => (
          <>
            <ReviewSummary reviews={reviews} />
            <ScorecardForm
              mine={reviews.mine}
              // An admin with no scorecard yet edits the stored evaluation, as before scorecards.
              startingNotes={evaluates ? application.adminAnswers : undefined}
              submitLabel="Submit scorecard"
              evaluates={evaluates}
              othersMedian={reviews.hidden ? null : (reviews.summary?.median ?? null)}
            />
          </>
        )}
      </Loaded>
      {comments ? <CommentsThread comments={comments} /> : null}
    </section>
  );
}
