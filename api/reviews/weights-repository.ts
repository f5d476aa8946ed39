import { type Weights, withDefaultWeights } from "../../core/scorecard";
import type { Database } from "../db/client";
import { scorecardWeights } from "../db/schema/reviews";

/** The weight of every scored topic: the admin's, or 1. */
export async function loadWeights(db: Database): Promise<Weights> {
  const rows = await db.select().from(scorecardWeights);
  return withDefaultWeights(Object.fromEntries(rows.map((row) => [row.topic, row.weight])));
}

/** Stores the weight of every scored topic. */
export async function storeWeights(db: Database, weights: Weights) {
  const now = new Date();
  for (const [topic, weight] of Object.entries(weights)) {
    await db
      .insert(scorecardWeights)
      .values({ topic, weight, updatedAt: now })
      .onConflictDoUpdate({ target: scorecardWeights.topic, set: { weight, updatedAt: now } });
  }
}
