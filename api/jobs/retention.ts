import { runRetention } from "../privacy/retention";
import type { JobDefinition } from "./runner";

/**
 * Daily at 03:00 UTC: everything past its retention is removed, or reduced to what the law keeps
 * (docs/decisions/051-retention-and-erasure.md); the console shows the same list beforehand.
 */
export const retentionJob: JobDefinition = {
  name: "retention",
  cron: "0 3 * * *",
  title: "remove or reduce what has passed its retention",
  async run({ db, deckStorage, log }, now) {
    const report = await runRetention({ db, storage: deckStorage ?? null, log }, now);
    return Object.fromEntries(report.rules.map((rule) => [rule.id, rule.count]));
  },
};
