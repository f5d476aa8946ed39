import { sendOverdueDigests } from "../applications/overdue-applications";
import type { JobDefinition } from "./runner";

/**
 * Daily at 04:00 UTC (08:00 in the Gulf): each admin who turned the overdue mail on gets the paid
 * applications past the decision target, when there are any (docs/product.md, 5.13).
 */
export const overdueDigestJob: JobDefinition = {
  name: "overdue-digest",
  cron: "0 4 * * *",
  title: "mail the overdue applications to the admins who chose it",
  run: ({ db, mailer, siteUrl }, now) => sendOverdueDigests({ db, mailer, siteUrl }, now),
};
