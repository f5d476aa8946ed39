import { asc, eq } from "drizzle-orm";
import type { AssignmentDocument, DocumentCategory } from "../../core/schemas/document";
import type { Database } from "../db/client";
import { documents } from "../db/schema/documents";

type DocumentRow = typeof documents.$inferSelect;

const toDocument = (row: DocumentRow): AssignmentDocument => ({
  _id: row.id,
  name: row.name,
  url: row.url,
  category: row.category as DocumentCategory,
  createdAt: row.createdAt.toISOString(),
});

/** Every document, oldest first, so a category's list keeps its order as links are added. */
export async function listDocuments(db: Database): Promise<AssignmentDocument[]> {
  const rows = await db
    .select()
    .from(documents)
    .orderBy(asc(documents.createdAt), asc(documents.id));
  return rows.map(toDocument);
}

export async function createDocument(
  db: Database,
  input: { name: string; url: string; category: DocumentCategory },
): Promise<AssignmentDocument> {
  const [row] = await db.insert(documents).values(input).returning();
  if (!row) throw new Error("insert returned no row");
  return toDocument(row);
}

export async function deleteDocument(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .delete(documents)
    .where(eq(documents.id, id))
    .returning({ id: documents.id });
  return deleted.length > 0;
}
