import { removeOldUnpaidAnswers } from "../payments/unpaid-answers";
import type { JobDefinition } from "./runner";

/** Daily at 03:00 UTC: the answers kept with orders never paid are removed after 30 days. */
export const answerRetentionJob: JobDefinition = {
  name: "answer-retention",
  cron: "0 3 * * *",
  title: "remove unpaid orders' answers after 30 days",
  run: ({ db }, now) => removeOldUnpaidAnswers(db, now),
};
