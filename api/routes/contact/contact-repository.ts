import type { ContactInput } from "../../../core/schemas/contact";
import type { Database } from "../../db/client";
import { contacts } from "../../db/schema";

export async function createContact(db: Database, input: ContactInput) {
  const [row] = await db
    .insert(contacts)
    .values({ ...input, recipient: input.recipient || null })
    .returning({ id: contacts.id, createdAt: contacts.createdAt });
  if (!row) throw new Error("insert returned no row");
  return { _id: row.id, createdAt: row.createdAt.toISOString() };
}
