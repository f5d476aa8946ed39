import { desc, eq, sql } from "drizzle-orm";
import type { Subscriber } from "../../core/schemas/newsletter";
import type { Database } from "../db/client";
import { subscribers } from "../db/schema/public-forms";
import type { ListSource } from "../lists/list-page";

export type SubscriberRow = typeof subscribers.$inferSelect;

export const toSubscriber = (row: SubscriberRow): Subscriber => ({
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

/** Stores the e-mail once: a second subscription (in any letter case) leaves the first row as it is. */
export async function subscribe(db: Database, email: string): Promise<void> {
  await db.insert(subscribers).values({ email }).onConflictDoNothing();
}

export async function listSubscribers(db: Database): Promise<Subscriber[]> {
  const rows = await db.select().from(subscribers).orderBy(desc(subscribers.createdAt));
  return rows.map(toSubscriber);
}

/** Deletes the subscriber with this e-mail in any letter case; false when there was none. */
export async function deleteSubscriber(db: Database, email: string): Promise<boolean> {
  const deleted = await db
    .delete(subscribers)
    .where(eq(sql`lower(${subscribers.email})`, email.toLowerCase()))
    .returning({ id: subscribers.id });
  return deleted.length > 0;
}

/** What the console's paged list and CSV of this table read (api/lists/list-page.ts). */
export const subscribersList: ListSource<SubscriberRow, Subscriber> = {
  table: subscribers,
  searchColumn: subscribers.searchText,
  toItem: toSubscriber,
};
