import { reconcileUnpaidOrders } from "../applications/payment-reconciliation";
import type { JobDefinition } from "./runner";

/** Every 5 minutes: orders unpaid after 15 minutes are checked with the provider. */
export const paymentReconciliationJob: JobDefinition = {
  name: "payment-reconciliation",
  cron: "*/5 * * * *",
  title: "check unreported payments with the provider",
  run: ({ db, mailer, provider, log, siteUrl }, now) =>
    reconcileUnpaidOrders({ db, mailer, siteUrl }, provider, log, now),
};
