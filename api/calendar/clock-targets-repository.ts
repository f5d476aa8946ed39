import { DEFAULT_DECISION_TARGET_DAYS } from "../../core/decision-clock";
import type { DecisionTarget } from "../../core/schemas/decision-clock";
import type { Database } from "../db/client";
import { clockTargets } from "../db/schema/calendar";

// The firm's clock targets (core/decision-clock.ts): one row, the default until staff set one.

export async function readDecisionTarget(db: Database): Promise<DecisionTarget> {
  const [row] = await db.select({ decisionDays: clockTargets.decisionDays }).from(clockTargets);
  return { decisionDays: row?.decisionDays ?? DEFAULT_DECISION_TARGET_DAYS };
}

export async function storeDecisionTarget(
  db: Database,
  target: DecisionTarget,
): Promise<DecisionTarget> {
  await db
    .insert(clockTargets)
    .values({ id: 1, decisionDays: target.decisionDays })
    .onConflictDoUpdate({
      target: clockTargets.id,
      set: { decisionDays: target.decisionDays, updatedAt: new Date() },
    });
  return readDecisionTarget(db);
}
