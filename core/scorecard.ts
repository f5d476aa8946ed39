/**
 * The arithmetic of the scorecards (docs/decisions/020-scorecards.md), written once: the API stores
 * what it computes here, the console and the report show it.
 *
 * - A reviewer scores each of the twelve SCORED_TOPICS from 0 to 5. "Anomalies or Red Flags" is not
 *   scored: it is a flag with a note, kept out of the total.
 * - A scorecard's weighted total is the weighted mean of its scores, on the same 0–5 scale:
 *   Σ wᵢ·sᵢ / Σ wᵢ over the scored topics, wᵢ the admin's weight of topic i (default 1, 0 leaves the
 *   topic out). With every weight 1 it is the plain average.
 * - An application's median is the median of its submitted scorecards' totals (the mean of the two
 *   middle ones for an even count); its spread is the highest total minus the lowest.
 */

/** The thirteen topics a scorecard and the evaluation cover (docs/product.md, section 5.4). */
export const EVALUATION_TOPICS = [
  "Founders and Their Background",
  "Team Structure and Capabilities",
  "Problem Definition and Relevance",
  "Solution and Value Proposition",
  "Business Model, Revenue Streams and Pivot Plans",
  "Market Size and Opportunity",
  "Traction and Achieved Progress",
  "Financial Health and Capital Efficiency",
  "Competitive Landscape and Differentiation",
  "Scalability and Growth Potential",
  "Resilience and Proof of Adaptability",
  "Funding History and Utilization",
  "Anomalies or Red Flags",
] as const;
export type EvaluationTopic = (typeof EVALUATION_TOPICS)[number];
export const RED_FLAG_TOPIC = "Anomalies or Red Flags" satisfies EvaluationTopic;
export type ScoredTopic = Exclude<EvaluationTopic, typeof RED_FLAG_TOPIC>;
export const SCORED_TOPICS = EVALUATION_TOPICS.filter(
  (topic): topic is ScoredTopic => topic !== RED_FLAG_TOPIC,
);

export const SCORE_MIN = 0;
export const SCORE_MAX = 5;
export const SCORES = [0, 1, 2, 3, 4, 5] as const;
export const DEFAULT_WEIGHT = 1;
export const WEIGHT_MAX = 10;

export type Scores = Partial<Record<ScoredTopic, number>>;
export type Weights = Record<ScoredTopic, number>;

/** Every topic at the default weight, then the admin's changes. */
export const withDefaultWeights = (stored: Partial<Record<string, number>>): Weights =>
  Object.fromEntries(
    SCORED_TOPICS.map((topic) => [topic, stored[topic] ?? DEFAULT_WEIGHT]),
  ) as Weights;

/** The topics still without a score. */
export const unscoredTopics = (scores: Scores): ScoredTopic[] =>
  SCORED_TOPICS.filter((topic) => scores[topic] === undefined);

/**
 * Σ wᵢ·sᵢ / Σ wᵢ over the scored topics. Null while a topic is unscored, or when no topic carries
 * weight.
 */
export function weightedTotal(scores: Scores, weights: Weights): number | null {
  let weighted = 0;
  let weightSum = 0;
  for (const topic of SCORED_TOPICS) {
    const score = scores[topic];
    if (score === undefined) return null;
    weighted += weights[topic] * score;
    weightSum += weights[topic];
  }
  return weightSum > 0 ? weighted / weightSum : null;
}

/** The middle value, or the mean of the two middle values; null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

/** Highest minus lowest; null for no values. */
export function spread(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return Math.max(...values) - Math.min(...values);
}

/** Each scored topic's median score across the scorecards. */
export const topicMedians = (scorecards: readonly Scores[]) =>
  SCORED_TOPICS.map((topic) => ({
    topic,
    median: median(
      scorecards.flatMap((scores) => (scores[topic] === undefined ? [] : [scores[topic]])),
    ),
  }));

/** A score or total as the console writes it: two decimals at most ("3.5", "3.67", "4"). */
export const formatScore = (value: number | null | undefined) =>
  value === null || value === undefined ? "—" : String(Math.round(value * 100) / 100);
