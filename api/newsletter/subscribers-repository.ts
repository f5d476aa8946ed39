import { and, desc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Language } from "../../core/languages";
import type { SubscriberStatus } from "../../core/mailing-list";
import type { Subscriber } from "../../core/schemas/newsletter";
import type { Database } from "../db/client";
import { subscribers } from "../db/schema/newsletter";
import type { ListSource } from "../lists/list-page";

export type SubscriberRow = typeof subscribers.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toSubscriber = (row: SubscriberRow): Subscriber => ({
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  status: row.status as SubscriberStatus,
  source: row.source,
  interests: row.interests,
  confirmedAt: iso(row.confirmedAt),
  leftAt: iso(row.leftAt),
});

const byEmail = (email: string) => eq(sql`lower(${subscribers.email})`, email.toLowerCase());

export async function findSubscriberByEmail(
  db: Database,
  email: string,
): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(subscribers).where(byEmail(email));
  return row;
}

export async function findSubscriberByConfirmationHash(
  db: Database,
  hash: string,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(subscribers)
    .where(eq(subscribers.confirmationTokenHash, hash));
  return row;
}

export async function findSubscriberByUnsubscribeToken(
  db: Database,
  token: string,
): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.unsubscribeToken, token));
  return row;
}

/** Adds a pending address; undefined when it is already listed (in any letter case). */
export async function insertPendingSubscriber(
  db: Database,
  values: { email: string; source: string; interests: string[]; language: Language },
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .insert(subscribers)
    .values({ ...values, status: "Pending confirmation" })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The language the address's mails are written in, as its latest sign-up's page gave it. */
export async function setSubscriberLanguage(db: Database, id: string, language: Language) {
  await db.update(subscribers).set({ language }).where(eq(subscribers.id, id));
}

/** Adds interests the address did not have yet. */
export async function addInterests(db: Database, id: string, interests: readonly string[]) {
  if (interests.length === 0) return;
  await db
    .update(subscribers)
    .set({
      interests: sql`array(select distinct unnest(${subscribers.interests} || ${sql.param([...interests])}::text[]) order by 1)`,
      updatedAt: sql`now()`,
    })
    .where(eq(subscribers.id, id));
}

/**
 * Records a new confirmation link, unless one went out less than `resendAfter` ago: answers
 * whether this call may send the mail (of two sign-ups at once, one wins).
 */
export async function takeConfirmationSlot(
  db: Database,
  id: string,
  { hash, now, resendBefore }: { hash: string; now: Date; resendBefore: Date },
): Promise<boolean> {
  const updated = await db
    .update(subscribers)
    .set({ confirmationTokenHash: hash, confirmationSentAt: now, updatedAt: now })
    .where(
      and(
        eq(subscribers.id, id),
        or(
          isNull(subscribers.confirmationSentAt),
          lte(subscribers.confirmationSentAt, resendBefore),
        ),
      ),
    )
    .returning({ id: subscribers.id });
  return updated.length > 0;
}

/** Moves the subscriber to a state, with the date it brings. */
export async function setSubscriberStatus(
  db: Database,
  id: string,
  status: SubscriberStatus,
  now: Date,
): Promise<SubscriberRow | undefined> {
  const joined = status === "Subscribed";
  const [row] = await db
    .update(subscribers)
    .set({
      status,
      updatedAt: now,
      ...(joined
        ? { confirmedAt: now, leftAt: null, confirmationTokenHash: null }
        : { leftAt: now, confirmationTokenHash: null }),
    })
    .where(eq(subscribers.id, id))
    .returning();
  return row;
}

/** Marks the address (if listed) as having left by a bounce or a complaint. */
export async function markSubscriberLeft(
  db: Database,
  email: string,
  status: Extract<SubscriberStatus, "Bounced" | "Complained" | "Unsubscribed">,
  now: Date,
): Promise<void> {
  await db
    .update(subscribers)
    .set({ status, leftAt: now, updatedAt: now, confirmationTokenHash: null })
    .where(byEmail(email));
}

/** Removes sign-ups never confirmed whose last confirmation mail went out before `before`. */
export async function deleteUnconfirmedBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(subscribers)
    .where(
      and(
        eq(subscribers.status, "Pending confirmation"),
        or(
          lte(subscribers.confirmationSentAt, before),
          and(isNull(subscribers.confirmationSentAt), lte(subscribers.createdAt, before)),
        ),
      ),
    )
    .returning({ id: subscribers.id });
  return deleted.length;
}

/** Which of these lower-cased addresses are listed already. */
export async function listedAmong(db: Database, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${subscribers.email})` })
    .from(subscribers)
    .where(inArray(sql`lower(${subscribers.email})`, emails));
  return new Set(rows.map((row) => row.email));
}

export async function listSubscribers(db: Database): Promise<Subscriber[]> {
  const rows = await db.select().from(subscribers).orderBy(desc(subscribers.createdAt));
  return rows.map(toSubscriber);
}

/** Deletes the subscriber with this e-mail in any letter case; false when there was none. */
export async function deleteSubscriber(db: Database, email: string): Promise<boolean> {
  const deleted = await db
    .delete(subscribers)
    .where(byEmail(email))
    .returning({ id: subscribers.id });
  return deleted.length > 0;
}

/** What the console's paged list and CSV of this table read (api/lists/list-page.ts). */
export const subscribersList: ListSource<SubscriberRow, Subscriber> = {
  table: subscribers,
  searchColumn: subscribers.searchText,
  statusColumn: subscribers.status,
  toItem: toSubscriber,
};
