import type { ApplicationAnswers } from "../../core/schemas/application";
import { RED_FLAG_TOPIC, SCORED_TOPICS } from "../../core/scorecard";
import type { App } from "../app";
import type { Database } from "../db/client";
import { loginAsReviewer } from "./admin";
import { anApplication } from "./factories";
import { aPaidApplication } from "./founder";

/** Every scored topic at `score`, Founders at `founders`. */
const scoresOf = (score: number, founders: number) =>
  Object.fromEntries(SCORED_TOPICS.map((topic, index) => [topic, index === 0 ? founders : score]));

/**
 * A paid application scored by three reviewers (totals 3, 4 and 5 with every weight 1, the last
 * with a red flag): the memo's arithmetic is then known by hand.
 */
export async function aScoredApplication(
  app: App,
  db: Database,
  answers: ApplicationAnswers = anApplication(),
  language: "en" | "ar" = "en",
) {
  const { applicationId, token } = await aPaidApplication(app, answers, language);
  const cards = [
    { name: "Rana Said", score: 3, founders: 3, redFlag: false },
    { name: "Vikram Rao", score: 4, founders: 4, redFlag: false },
    { name: "Mei Tanaka", score: 5, founders: 5, redFlag: true },
  ];
  for (const card of cards) {
    const { headers } = await loginAsReviewer(app, db, { name: card.name });
    const response = await app.inject({
      method: "PUT",
      url: `/api/admin/applications/${applicationId}/scorecard`,
      headers,
      payload: {
        scores: scoresOf(card.score, card.founders),
        notes: card.redFlag ? { [RED_FLAG_TOPIC]: "Two co-founders left in 2025." } : {},
        redFlag: card.redFlag,
        submit: true,
      },
    });
    if (response.statusCode !== 200) throw new Error(`scorecard: ${response.body}`);
  }
  return { applicationId, founderToken: token };
}
