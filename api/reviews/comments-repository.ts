import { asc, eq } from "drizzle-orm";
import type { Comment } from "../../core/schemas/scorecard";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { applicationComments } from "../db/schema/reviews";
import { notFound } from "../lib/http-error";
import type { AdminIdentity } from "../staff/staff-repository";

const toComment = (row: typeof applicationComments.$inferSelect): Comment => ({
  _id: row.id,
  authorName: row.authorName,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** The internal thread of an application, oldest first. */
export async function commentsOf(db: Database, applicationId: string): Promise<Comment[]> {
  const rows = await db
    .select()
    .from(applicationComments)
    .where(eq(applicationComments.applicationId, applicationId))
    .orderBy(asc(applicationComments.createdAt), asc(applicationComments.id));
  return rows.map(toComment);
}

export async function addComment(
  db: Database,
  applicationId: string,
  author: AdminIdentity,
  body: string,
): Promise<Comment> {
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!application) throw notFound("Application");
  const [row] = await db
    .insert(applicationComments)
    .values({ applicationId, authorId: author.id, authorName: author.name, body })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toComment(row);
}
