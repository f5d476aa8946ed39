import { recordNoAnswers } from "../deals/no-answers";
import { sendDealReminders } from "../deals/reminders";
import type { JobDefinition } from "./runner";

/**
 * Every hour of the firm's working day (09:05 to 16:05 in Abu Dhabi): the reminders of the firms'
 * respond-by dates due today, each sent once, and the silences of the dates that passed, each
 * recorded once (docs/product.md, section 5.10).
 */
export const dealRemindersJob: JobDefinition = {
  name: "deal-reminders",
  cron: "5 5-12 * * *",
  title: "remind the firms' people of a deal's respond-by date, and record who let it pass",
  run: async (deps, now) => ({
    ...(await sendDealReminders(deps, now)),
    ...(await recordNoAnswers(deps, now)),
  }),
};
