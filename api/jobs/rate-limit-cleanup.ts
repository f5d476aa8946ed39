import { deleteEndedRateLimitWindows } from "../rate-limits/rate-limit-hits";
import type { JobDefinition } from "./runner";

/** Every 10 minutes: the public write counters whose window has ended are removed. */
export const rateLimitCleanupJob: JobDefinition = {
  name: "rate-limit-cleanup",
  cron: "*/10 * * * *",
  title: "remove ended rate limit windows",
  run: async ({ db }) => ({ removed: await deleteEndedRateLimitWindows(db) }),
};
