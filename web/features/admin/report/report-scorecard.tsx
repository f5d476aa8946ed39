import type { ReportScorecard as Scorecard } from "../../../../core/schemas/scorecard";
import { formatScore } from "../../../../core/scorecard";
import { TopicMediansTable } from "../../../components/ui/topic-medians-table";

const reviewers = (count: number) => (count === 1 ? "1 reviewer" : `${count} reviewers`);

/** The scorecard part of the report as plain text, for the clipboard. */
export function scorecardText(scorecard: Scorecard | null): string[] {
  if (!scorecard || scorecard.reviewers === 0) return [];
  return [
    `Scorecard (${reviewers(scorecard.reviewers)})`,
    `Weighted total (median): ${formatScore(scorecard.weightedTotal)} of 5, spread ${formatScore(scorecard.spread)}`,
    ...scorecard.topics.map(({ topic, median }) => `${topic}: ${formatScore(median)}`),
    ...scorecard.redFlags.map(({ reviewerName, note }) => `Red flag (${reviewerName}): ${note}`),
    "",
  ];
}

/** The reviewers' scorecard: per-topic medians, the weighted total, red flags, how many reviewed. */
export function ReportScorecard({ scorecard }: { scorecard: Scorecard }) {
  if (scorecard.reviewers === 0) {
    return (
      <section className="report__scorecard" aria-labelledby="report-scorecard">
        <h2 id="report-scorecard">Scorecard</h2>
        <p>No reviewer has submitted a scorecard yet.</p>
      </section>
    );
  }
  return (
    <section className="report__scorecard" aria-labelledby="report-scorecard">
      <h2 id="report-scorecard">Scorecard</h2>
      <dl className="fields">
        <dt>Reviewers</dt>
        <dd>{scorecard.reviewers}</dd>
        <dt>Weighted total (median)</dt>
        <dd>
          {formatScore(scorecard.weightedTotal)} of 5 · spread {formatScore(scorecard.spread)}
        </dd>
      </dl>
      <TopicMediansTable
        topics={scorecard.topics}
        caption="Median score by topic (0–5)"
        className="report__scores"
      />
      <h3>Red flags</h3>
      {scorecard.redFlags.length === 0 ? (
        <p>No reviewer raised a red flag.</p>
      ) : (
        <ul>
          {scorecard.redFlags.map(({ reviewerName, note }) => (
            <li key={`${reviewerName}-${note}`}>
              <strong>{reviewerName}:</strong> {note}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
