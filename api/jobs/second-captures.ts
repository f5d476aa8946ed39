import { refundSecondCaptures } from "../applications/payment-reconciliation";
import type { JobDefinition } from "./runner";

/** Hourly: a second payment captured for an order paid in the last day is refunded in full. */
export const secondCapturesJob: JobDefinition = {
  name: "second-captures",
  cron: "23 * * * *",
  title: "refund second payments captured for paid orders",
  run: ({ db, mailer, provider, log }, now) =>
    refundSecondCaptures({ db, mailer }, provider, log, now),
};
