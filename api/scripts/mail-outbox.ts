// node --import tsx api/scripts/mail-outbox.ts [count] — prints the latest mails of the outbox
// (mail_outbox): when, status, recipient, subject, then the text. On the embedded database, stop
// the server first (one process at a time may open ./data).
import { desc } from "drizzle-orm";
import { loadConfigFromEnvironment } from "../config";
import { openConfiguredDatabase } from "../db/client";
import { mailOutbox } from "../db/schema/mail";

async function main() {
  const count = Number(process.argv[2] ?? 10);
  if (!Number.isInteger(count) || count < 1) throw new Error("The count must be a whole number.");
  const config = loadConfigFromEnvironment();
  const database = await openConfiguredDatabase(config, { poolSize: 1 });
  try {
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(count);
    if (mails.length === 0) console.info("The outbox is empty.");
    for (const mail of mails) {
      console.info(
        [
          `${mail.createdAt.toISOString()}  ${mail.status}${mail.error ? ` (${mail.error})` : ""}  ${mail.kind}`,
          `To: ${mail.to}`,
          `Subject: ${mail.subject}`,
          "",
          mail.text,
          "-".repeat(72),
        ].join("\n"),
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
