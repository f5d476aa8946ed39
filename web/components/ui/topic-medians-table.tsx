import type { ReportScorecard } from "../../../core/schemas/scorecard";
import { formatScore } from "../../../core/scorecard";

type TopicMediansTableProps = {
  topics: ReportScorecard["topics"];
  caption: string;
  /** The caption for screen readers only, where a heading above already says it. */
  captionHidden?: boolean;
  className: string;
  /** The columns' headings and each topic's name in the page's language (the deal room's Arabic). */
  headings?: { topic: string; median: string };
  topicLabel?: (topic: string) => string;
};

/** The scorecards' median per topic, as the report, the analyst memo and the deal room show it. */
export function TopicMediansTable({
  topics,
  caption,
  captionHidden = false,
  className,
  headings = { topic: "Topic", median: "Median" },
  topicLabel = (topic) => topic,
}: TopicMediansTableProps) {
  return (
    <table className={className}>
      <caption className={captionHidden ? "visually-hidden" : undefined}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{headings.topic}</th>
          <th scope="col">{headings.median}</th>
        </tr>
      </thead>
      <tbody>
        {topics.map(({ topic, median }) => (
          <tr key={topic}>
            <th scope="row">{topicLabel(topic)}</th>
            <td>{formatScore(median)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
