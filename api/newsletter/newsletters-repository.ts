import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Language } from "../../core/languages";
import type { NewsletterStatus } from "../../core/mailing-list";
import { missingArabic } from "../../core/schemas/arabic-texts";
import {
  NEWSLETTER_TEXT_FIELDS,
  type Newsletter,
  type NewsletterInput,
} from "../../core/schemas/newsletter";
import type { Database } from "../db/client";
import { newsletterDeliveries, newsletters } from "../db/schema/newsletter";
import { addressHashSql } from "../mail/address-hash";

export type NewsletterRow = typeof newsletters.$inferSelect;
/** A recipient claimed for sending, with the language its subscriber reads (English when gone). */
export type DeliveryRow = typeof newsletterDeliveries.$inferSelect & { language: Language };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type Counts = Newsletter["counts"];
const NO_COUNTS: Counts = { queued: 0, sent: 0, failed: 0, skipped: 0, unsubscribedAfter: 0 };

export const toNewsletter = (
  row: NewsletterRow,
  counts: Counts = NO_COUNTS,
  audienceSize = 0,
): Newsletter => ({
  _id: row.id,
  subject: row.subject,
  body: row.body,
  subjectAr: row.subjectAr,
  bodyAr: row.bodyAr,
  missingArabic: missingArabic(NEWSLETTER_TEXT_FIELDS, row),
  status: row.status as NewsletterStatus,
  interests: row.audience.interests,
  ratePerMinute: row.ratePerMinute,
  scheduledAt: iso(row.scheduledAt),
  queuedAt: iso(row.queuedAt),
  finishedAt: iso(row.finishedAt),
  createdBy: row.createdBy,
  updatedBy: row.updatedBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  counts,
  audienceSize,
});

export async function insertNewsletter(
  db: Database,
  input: NewsletterInput,
  by: string,
): Promise<NewsletterRow> {
  const [row] = await db
    .insert(newsletters)
    .values({
      subject: input.subject,
      body: input.body,
      subjectAr: input.subjectAr,
      bodyAr: input.bodyAr,
      audience: { interests: input.interests },
      ratePerMinute: input.ratePerMinute,
      createdBy: by,
      updatedBy: by,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Changes a draft; undefined when there is no such draft (gone, or already scheduled or sent). */
export async function updateDraft(
  db: Database,
  id: string,
  input: NewsletterInput,
  by: string,
): Promise<NewsletterRow | undefined> {
  const [row] = await db
    .update(newsletters)
    .set({
      subject: input.subject,
      body: input.body,
      subjectAr: input.subjectAr,
      bodyAr: input.bodyAr,
      audience: { interests: input.interests },
      ratePerMinute: input.ratePerMinute,
      updatedBy: by,
      updatedAt: sql`now()`,
    })
    .where(and(eq(newsletters.id, id), eq(newsletters.status, "Draft")))
    .returning();
  return row;
}

export async function deleteDraft(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .delete(newsletters)
    .where(and(eq(newsletters.id, id), eq(newsletters.status, "Draft")))
    .returning({ id: newsletters.id });
  return deleted.length > 0;
}

export async function findNewsletter(db: Database, id: string): Promise<NewsletterRow | undefined> {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
  return row;
}

/** Moves a newsletter between states; undefined when it was not in one of `from`. */
export async function moveNewsletter(
  db: Database,
  id: string,
  from: NewsletterStatus[],
  to: Partial<Pick<NewsletterRow, "status" | "scheduledAt" | "updatedBy">>,
): Promise<NewsletterRow | undefined> {
  const [row] = await db
    .update(newsletters)
    .set({ ...to, updatedAt: sql`now()` })
    .where(and(eq(newsletters.id, id), inArray(newsletters.status, from)))
    .returning();
  return row;
}

export async function listNewsletterRows(db: Database): Promise<NewsletterRow[]> {
  return db.select().from(newsletters).orderBy(desc(newsletters.createdAt), desc(newsletters.id));
}

/** Subscribed, unsuppressed addresses with any of the interests (everyone, without interests). */
const audienceWhere = (interests: string[]) => sql`
  s.status = 'Subscribed'
  and (cardinality(${sql.param(interests)}::text[]) = 0 or s.interests && ${sql.param(interests)}::text[])
  and not exists (select 1 from mail_suppressions m where m.email_hash = ${addressHashSql(sql`s.email`)})`;

/** How many addresses the audience holds now. */
export async function countAudience(db: Database, interests: string[]): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from subscribers s where ${audienceWhere(interests)}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** Each newsletter's deliveries by state, and how many recipients unsubscribed after theirs. */
export async function countDeliveries(db: Database, ids: string[]): Promise<Map<string, Counts>> {
  const counts = new Map<string, Counts>();
  if (ids.length === 0) return counts;
  const result = (await db.execute(sql`
    select d.newsletter_id as id,
      count(*) filter (where d.status in ('queued', 'sending'))::int as queued,
      count(*) filter (where d.status = 'sent')::int as sent,
      count(*) filter (where d.status = 'failed')::int as failed,
      count(*) filter (where d.status = 'skipped')::int as skipped,
      count(*) filter (where d.status = 'sent' and exists (
        select 1 from mail_suppressions m
        where m.email_hash = ${addressHashSql(sql`d.email`)} and m.reason = 'Unsubscribed' and m.created_at >= d.sent_at
      ))::int as unsubscribed_after
    from newsletter_deliveries d
    where d.newsletter_id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    group by d.newsletter_id`)) as unknown as {
    rows: {
      id: string;
      queued: number;
      sent: number;
      failed: number;
      skipped: number;
      unsubscribed_after: number;
    }[];
  };
  for (const row of result.rows) {
    counts.set(row.id, {
      queued: Number(row.queued),
      sent: Number(row.sent),
      failed: Number(row.failed),
      skipped: Number(row.skipped),
      unsubscribedAfter: Number(row.unsubscribed_after),
    });
  }
  return counts;
}

/**
 * Starts a send: the newsletter becomes Sending (once: of two callers, one gets the row) and its
 * audience, as it is at this moment, is queued, one delivery per address, in one statement.
 * Answers the number queued, or null when it was not Draft or Scheduled.
 */
export async function queueRecipients(db: Database, id: string, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [started] = await tx
      .update(newsletters)
      .set({ status: "Sending", queuedAt: now, nextBatchAt: now, updatedAt: now })
      .where(and(eq(newsletters.id, id), inArray(newsletters.status, ["Draft", "Scheduled"])))
      .returning();
    if (!started) return null;
    const result = (await tx.execute(sql`
      insert into newsletter_deliveries (newsletter_id, subscriber_id, email, unsubscribe_token)
      select ${id}::uuid, s.id, s.email, s.unsubscribe_token
      from subscribers s
      where ${audienceWhere(started.audience.interests)}
      on conflict do nothing`)) as unknown as { rowCount?: number | null; affectedRows?: number };
    return Number(result.rowCount ?? result.affectedRows ?? 0);
  });
}

/** Scheduled newsletters whose time has come. */
export async function dueScheduled(db: Database, now: Date): Promise<string[]> {
  const result = (await db.execute(sql`
    select id from newsletters
    where status = 'Scheduled' and scheduled_at <= ${now.toISOString()}::timestamptz
    order by scheduled_at`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/**
 * Takes the next batch window of one sending newsletter whose window is due. The windows follow
 * each other on a schedule: the next starts one window after this one was due, so a job that ran
 * a little late does not slow the rate down; after a longer stop (a restart) the schedule starts
 * again from now, so no windows pile up into a burst. A newsletter another instance is taking is
 * skipped (SKIP LOCKED).
 */
export async function takeBatchWindow(
  db: Database,
  now: Date,
  windowSecondsOf: (ratePerMinute: number) => number,
): Promise<NewsletterRow | undefined> {
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      select id, rate_per_minute, next_batch_at from newsletters
      where status = 'Sending' and next_batch_at <= ${now.toISOString()}::timestamptz
      order by next_batch_at
      limit 1
      for update skip locked`)) as unknown as {
      rows: { id: string; rate_per_minute: number; next_batch_at: string | Date }[];
    };
    const due = result.rows[0];
    if (!due) return undefined;
    const window = windowSecondsOf(Number(due.rate_per_minute)) * 1000;
    const onSchedule = new Date(due.next_batch_at).getTime() + window;
    const [row] = await tx
      .update(newsletters)
      .set({
        nextBatchAt: new Date(onSchedule > now.getTime() ? onSchedule : now.getTime() + window),
      })
      .where(eq(newsletters.id, due.id))
      .returning();
    return row;
  });
}

/** When the next batch of any sending newsletter may start; null when none is sending. */
export async function nextBatchTime(db: Database): Promise<Date | null> {
  const result = (await db.execute(sql`
    select min(next_batch_at) as at from newsletters where status = 'Sending'`)) as unknown as {
    rows: { at: string | Date | null }[];
  };
  const at = result.rows[0]?.at;
  return at ? new Date(at) : null;
}

/**
 * Claims up to `limit` deliveries of the newsletter: queued ones whose retry is due, and ones
 * whose claim lapsed (the process sending them stopped). Each gets a lease until `leaseUntil`.
 */
export async function claimDeliveries(
  db: Database,
  newsletterId: string,
  { now, leaseUntil, limit }: { now: Date; leaseUntil: Date; limit: number },
): Promise<DeliveryRow[]> {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    update newsletter_deliveries set status = 'sending', attempts = attempts + 1,
      not_before = ${leaseUntil.toISOString()}::timestamptz
    where id in (
      select id from newsletter_deliveries
      where newsletter_id = ${newsletterId}::uuid
        and ((status = 'queued' and (not_before is null or not_before <= ${at}::timestamptz))
          or (status = 'sending' and not_before <= ${at}::timestamptz))
      order by id
      limit ${limit}
      for update skip locked)
    returning id, email, unsubscribe_token, attempts, subscriber_id,
      (select s.language from subscribers s where s.id = newsletter_deliveries.subscriber_id) as language`)) as unknown as {
    rows: {
      id: string;
      email: string;
      unsubscribe_token: string;
      attempts: number;
      subscriber_id: string | null;
      language: string | null;
    }[];
  };
  return result.rows.map((row) => ({
    id: row.id,
    newsletterId,
    subscriberId: row.subscriber_id,
    email: row.email,
    unsubscribeToken: row.unsubscribe_token,
    language: row.language === "ar" ? "ar" : "en",
    status: "sending",
    attempts: Number(row.attempts),
    notBefore: leaseUntil,
    error: null,
    sentAt: null,
  }));
}

/** Of these claimed deliveries, the ones whose address left the list since it was queued. */
export async function leftSinceQueued(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = (await db.execute(sql`
    select d.id from newsletter_deliveries d
    left join subscribers s on s.id = d.subscriber_id
    where d.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and (s.id is null or s.status <> 'Subscribed'
        or exists (select 1 from mail_suppressions m where m.email_hash = ${addressHashSql(sql`d.email`)}))`)) as unknown as {
    rows: { id: string }[];
  };
  return new Set(result.rows.map((row) => row.id));
}

export async function markDelivery(
  db: Database,
  id: string,
  change: Partial<Pick<DeliveryRow, "status" | "sentAt" | "error" | "notBefore">>,
): Promise<void> {
  await db.update(newsletterDeliveries).set(change).where(eq(newsletterDeliveries.id, id));
}

/** Marks the newsletter Sent once none of its deliveries is queued or being sent. */
export async function finishIfDone(db: Database, id: string, now: Date): Promise<boolean> {
  const result = (await db.execute(sql`
    update newsletters set status = 'Sent', finished_at = ${now.toISOString()}::timestamptz,
      next_batch_at = null, updated_at = ${now.toISOString()}::timestamptz
    where id = ${id}::uuid and status = 'Sending' and not exists (
      select 1 from newsletter_deliveries d
      where d.newsletter_id = ${id}::uuid and d.status in ('queued', 'sending'))
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}
