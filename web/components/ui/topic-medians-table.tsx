import type { ReportScorecard } from "../../../core/schemas/scorecard";
import { formatScore } from "../../../core/scorecard";

type TopicMediansTableProps = {
  topics: ReportScorecard["topics"];
  caption: string;
  /** The caption for screen readers only, where a heading above already says it. */
  captionHidden?: boolean;
  className: string;
};

/** The scorecards' median per topic, as the report, the analyst memo and the deal room show it. */
export function TopicMediansTable({
  topics,
  caption,
  captionHidden = false,
  className,
}: TopicMediansTableProps) {
  return (
    <table className={className}>
      <caption className={captionHidden ? "visually-hidden" : undefined}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Topic</th>
          <th scope="col">Median</th>
        </tr>
      </thead>
      <tbody>
        {topics.map(({ topic, median }) => (
          <tr key={topic}>
            <th scope="row">{topic}</th>
            <td>{formatScore(median)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
