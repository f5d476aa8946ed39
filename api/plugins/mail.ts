import fp from "fastify-plugin";
import type { DkimSettings } from "../mail/dkim";
import { createMailer, type Mailer } from "../mail/mailer";

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Exposes the mail adapter as `app.mailer`; shutdown waits for mails being delivered. */
export const mailPlugin = fp<{
  smtpUrl?: string | undefined;
  from: string;
  dkim?: DkimSettings | undefined;
}>(
  async (app, { smtpUrl, from, dkim }) => {
    const mailer = createMailer({ db: app.db, log: app.log, from, smtpUrl, dkim });
    app.decorate("mailer", mailer);
    app.addHook("onClose", async () => {
      await mailer.settled();
      mailer.close();
    });
  },
  { name: "mail", dependencies: ["db"] },
);
