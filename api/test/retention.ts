import type { RetentionPlanItem } from "../privacy/retention";

const DAY = 24 * 3600_000;

/**
 * The two sides of each rule's date in a dry run's plan: `past` a day before its cutoff (the run
 * removes it), `short` a day after (it stays).
 */
export function ruleBoundaries(plan: RetentionPlanItem[]) {
  const cutoffOf = (id: string) => {
    const item = plan.find((entry) => entry.rule.id === id);
    if (!item) throw new Error(`no rule ${id}`);
    return item.cutoff;
  };
  return {
    past: (id: string) => new Date(cutoffOf(id).getTime() - DAY),
    short: (id: string) => new Date(cutoffOf(id).getTime() + DAY),
  };
}
