import { sendDueBatches } from "../newsletter/delivery";
import type { JobDefinition } from "./runner";

/**
 * Every minute, and again as each batch's window ends: starts the scheduled newsletters whose
 * time has come and sends the next batch of each one sending (docs/decisions/047-mailing-list.md).
 * The pace is held in the database, so extra runs send nothing early.
 */
export const newsletterSendJob: JobDefinition = {
  name: "newsletter-send",
  cron: "* * * * *",
  title: "send newsletters in batches",
  policy: "short",
  async run({ again, stopping, ...deps }, now) {
    const report = await sendDueBatches({ ...deps, stopping }, now);
    if (report.next && again) await again((report.next.getTime() - Date.now()) / 1000);
    return report;
  },
};
