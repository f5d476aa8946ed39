import { desc, eq, inArray } from "drizzle-orm";
import type { Contact, ContactInput } from "../../core/schemas/contact";
import type { Database } from "../db/client";
import { contacts } from "../db/schema/public-forms";
import type { ListSource } from "../lists/list-page";

export type ContactRow = typeof contacts.$inferSelect;

export const toContact = (row: ContactRow): Contact => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  reason: row.reason as Contact["reason"],
  description: row.description,
  recipient: row.recipient,
  status: row.status as Contact["status"],
  scheduleDateTime: row.scheduleDateTime?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function createContact(db: Database, input: ContactInput) {
  const [row] = await db
    .insert(contacts)
    .values({ ...input, recipient: input.recipient || null })
    .returning({ id: contacts.id, createdAt: contacts.createdAt });
  if (!row) throw new Error("insert returned no row");
  return { _id: row.id, createdAt: row.createdAt.toISOString() };
}

export async function listContacts(db: Database): Promise<Contact[]> {
  const rows = await db.select().from(contacts).orderBy(desc(contacts.createdAt));
  return rows.map(toContact);
}

export async function findContact(db: Database, id: string): Promise<Contact | undefined> {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
  return row && toContact(row);
}

/** Sets the status and schedule of the contacts with these ids; answers those it found. */
export async function updateContactStatuses(
  db: Database,
  ids: string[],
  change: { status: string; scheduleDateTime: Date | null },
): Promise<Contact[]> {
  const rows = await db
    .update(contacts)
    .set({ ...change, updatedAt: new Date() })
    .where(inArray(contacts.id, ids))
    .returning();
  return rows.map(toContact);
}

/** The status and schedule of these contacts, locked until the transaction ends (an undo's check). */
export async function lockContactStatuses(db: Database, ids: string[]) {
  return db
    .select({
      id: contacts.id,
      status: contacts.status,
      scheduleDateTime: contacts.scheduleDateTime,
    })
    .from(contacts)
    .where(inArray(contacts.id, ids))
    .for("update");
}

/** What the console's paged list and CSV of this table read (api/lists/list-page.ts). */
export const contactsList: ListSource<ContactRow, Contact> = {
  table: contacts,
  searchColumn: contacts.searchText,
  statusColumn: contacts.status,
  toItem: toContact,
};
