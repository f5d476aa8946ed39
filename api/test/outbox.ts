import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema/mail";

// The mail outbox as a test reads it: what was sent to an address, newest first.

/** The mails to `to` in the outbox, of `kind` when given, newest first. */
export function mailsTo(db: Database, to: string, kind?: string) {
  const addressed = eq(mailOutbox.to, to);
  return db
    .select()
    .from(mailOutbox)
    .where(kind ? and(addressed, eq(mailOutbox.kind, kind)) : addressed)
    .orderBy(desc(mailOutbox.createdAt));
}

/** The newest mail to `to` (of `kind` when given), or undefined. */
export async function newestMail(db: Database, to: string, kind?: string) {
  const [mail] = await mailsTo(db, to, kind).limit(1);
  return mail;
}
