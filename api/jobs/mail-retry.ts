import { retryDueMails } from "../mail/mail-retry";
import type { JobDefinition } from "./runner";

/** Every minute: mails that failed (with backoff) or got stuck are sent again. */
export const mailRetryJob: JobDefinition = {
  name: "mail-retry",
  cron: "* * * * *",
  title: "send failed mails again",
  run: ({ db, mailer, log }, now) => retryDueMails({ db, mailer, log }, now),
};
