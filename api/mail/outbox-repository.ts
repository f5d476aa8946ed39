import { and, count, desc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema/mail";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** How many deliveries a mail gets from the retry job before it waits for staff (the console). */
export const MAIL_MAX_ATTEMPTS = 6;
/** The wait after the first failed attempt; it doubles after each further one (1, 2, 4, 8, 16 min). */
export const MAIL_RETRY_BASE_MINUTES = 1;
/**
 * How long a mail may stay `queued` (being delivered) before it counts as stuck: the process that
 * was sending it stopped, or its result could not be recorded. Deliveries time out well before.
 */
export const MAIL_STUCK_MINUTES = 15;

const minutes = (n: number) => n * 60_000;

/** When a mail that has now failed `attempts` times is tried again; null once it has had them all. */
export function nextAttemptAfterFailure(attempts: number, now: Date): Date | null {
  if (attempts >= MAIL_MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + minutes(MAIL_RETRY_BASE_MINUTES * 2 ** (attempts - 1)));
}

/**
 * What the retry job may take now: failed mails whose next attempt is due, and queued mails stuck
 * (no lease, or a lapsed one) for longer than MAIL_STUCK_MINUTES.
 */
const dueNow = (now: Date) => {
  const stuckBefore = new Date(now.getTime() - minutes(MAIL_STUCK_MINUTES));
  return or(
    and(eq(mailOutbox.status, "failed"), lte(mailOutbox.nextAttemptAt, now)),
    and(
      eq(mailOutbox.status, "queued"),
      or(
        lte(mailOutbox.nextAttemptAt, now),
        and(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.createdAt, stuckBefore)),
      ),
    ),
  );
};

/** Ids of the mails due for another attempt, oldest first. */
export async function dueMailIds(db: Database, now: Date, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(dueNow(now))
    .orderBy(mailOutbox.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Takes one mail for delivery: it becomes `queued` with a lease of MAIL_STUCK_MINUTES, so nobody
 * else (another instance's job, a second click in the console) sends it meanwhile. `due` takes it
 * only when the retry job may (dueNow); otherwise any failed mail, or a stuck queued one, is taken
 * (staff asked for it). Answers the row, or undefined when it is not there or not to be taken.
 */
export async function claimMail(
  db: Database,
  id: string,
  { now, due }: { now: Date; due: boolean },
): Promise<OutboxRow | undefined> {
  const stuckBefore = new Date(now.getTime() - minutes(MAIL_STUCK_MINUTES));
  const takeable = due
    ? dueNow(now)
    : or(
        eq(mailOutbox.status, "failed"),
        and(
          eq(mailOutbox.status, "queued"),
          or(
            lte(mailOutbox.nextAttemptAt, now),
            and(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.createdAt, stuckBefore)),
          ),
        ),
      );
  const [row] = await db
    .update(mailOutbox)
    .set({
      status: "queued",
      nextAttemptAt: new Date(now.getTime() + minutes(MAIL_STUCK_MINUTES)),
    })
    .where(and(eq(mailOutbox.id, id), takeable))
    .returning();
  return row;
}

export async function findMail(db: Database, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** Records a delivered mail: one more attempt, sent now, nothing left to retry. */
export async function recordMailSent(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: "sent",
      sentAt: now,
      error: null,
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: null,
      // A mail about data since erased keeps neither its recipient nor its text once delivered.
      to: sql`case when ${mailOutbox.kind} in ${FORGOTTEN_ONCE_SENT} then '' else ${mailOutbox.to} end`,
      text: sql`case when ${mailOutbox.kind} in ${FORGOTTEN_ONCE_SENT} then ${ERASED_MAIL_TEXT} else ${mailOutbox.text} end`,
      html: sql`case when ${mailOutbox.kind} in ${FORGOTTEN_ONCE_SENT} then null else ${mailOutbox.html} end`,
    })
    .where(eq(mailOutbox.id, id));
}

/**
 * Mails about an application that was erased (docs/decisions/051-retention-and-erasure.md): the
 * confirmation must reach the founder, so it waits in the outbox like any mail until delivered;
 * then its address and text go, and only its kind, subject and dates stay, for the counts.
 */
export const FORGOTTEN_ONCE_SENT = ["application-erased"];
export const ERASED_MAIL_TEXT =
  "Delivered; its recipient and text were erased with the application.";

/** Records a failed delivery: one more attempt, the error, and when the next one is due (if any). */
export async function recordMailFailed(
  db: Database,
  id: string,
  error: string,
  now: Date,
): Promise<OutboxRow | undefined> {
  const [current] = await db
    .select({ attempts: mailOutbox.attempts })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  if (!current) return undefined;
  const attempts = current.attempts + 1;
  const [row] = await db
    .update(mailOutbox)
    .set({
      status: "failed",
      error,
      attempts,
      nextAttemptAt: nextAttemptAfterFailure(attempts, now),
    })
    .where(eq(mailOutbox.id, id))
    .returning();
  return row;
}

export const UNDELIVERED_STATUSES = ["failed", "queued"] as const;
export type UndeliveredStatus = (typeof UNDELIVERED_STATUSES)[number];

/** One page of the mails not delivered (failed, or still queued), newest first: the console's view. */
export async function listUndeliveredMails(
  db: Database,
  { page, pageSize, status }: { page: number; pageSize: number; status?: UndeliveredStatus },
): Promise<{ items: OutboxRow[]; total: number }> {
  const where = status
    ? eq(mailOutbox.status, status)
    : inArray(mailOutbox.status, [...UNDELIVERED_STATUSES]);
  const [items, [counted]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}
