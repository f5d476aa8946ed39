import { sendDraftReminders } from "../application-drafts/drafts";
import type { JobDefinition } from "./runner";

/** Every hour: one reminder to each draft left unfinished for three days, never after submission. */
export const draftRemindersJob: JobDefinition = {
  name: "draft-reminders",
  cron: "20 * * * *",
  title: "remind founders of applications saved three days ago",
  run: (deps, now) => sendDraftReminders(deps, now),
};
