import { sendDealDigests } from "../deals/deal-digest";
import type { JobDefinition } from "./runner";

/**
 * Daily at 04:00 UTC (08:00 in the Gulf): each admin who turned the deal digest on gets the last
 * day's deal events by mail (docs/decisions/065-deal-notifications.md).
 */
export const dealDigestJob: JobDefinition = {
  name: "deal-digest",
  cron: "0 4 * * *",
  title: "mail the daily deal digest to the admins who chose it",
  run: ({ db, mailer, siteUrl }, now) => sendDealDigests({ db, mailer, siteUrl }, now),
};
