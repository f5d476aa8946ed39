import { removeAbandonedDrafts } from "../application-drafts/drafts";
import type { JobDefinition } from "./runner";

/** Daily at 03:30 UTC: drafts not saved for 30 days are removed. */
export const draftCleanupJob: JobDefinition = {
  name: "draft-cleanup",
  cron: "30 3 * * *",
  title: "remove application drafts not saved for 30 days",
  run: ({ db }, now) => removeAbandonedDrafts(db, now),
};
