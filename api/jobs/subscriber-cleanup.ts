import { removeUnconfirmed } from "../newsletter/subscriptions";
import type { JobDefinition } from "./runner";

/** Daily: sign-ups whose confirmation link went unused for seven days are removed. */
export const subscriberCleanupJob: JobDefinition = {
  name: "subscriber-cleanup",
  cron: "40 3 * * *",
  title: "remove sign-ups never confirmed",
  run: (deps, now) => removeUnconfirmed(deps, now),
};
