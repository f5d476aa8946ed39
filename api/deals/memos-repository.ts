import { desc, eq } from "drizzle-orm";
import type { MemoFields, MemoVersion } from "../../core/schemas/deal-memo";
import type { ReportScorecard } from "../../core/schemas/scorecard";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { dealMemos } from "../db/schema/deals";

export type MemoRow = typeof dealMemos.$inferSelect;

export const toMemoVersion = ({
  id,
  applicationId: _,
  editedById: __,
  sharedAt,
  createdAt,
  updatedAt,
  ...memo
}: MemoRow): MemoVersion => ({
  _id: id,
  ...memo,
  roundCurrency: memo.roundCurrency as MemoVersion["roundCurrency"],
  sharedAt: sharedAt?.toISOString() ?? null,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

/** The application's startup name, or undefined when there is no such application. */
export async function applicationOf(db: Database, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      startupName: applications.startupName,
      industry: applications.industry,
      developmentStage: applications.developmentStage,
      phone: applications.phone,
    })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row;
}

/** Every version, newest first. */
export const memoVersions = (db: Database, applicationId: string) =>
  db
    .select()
    .from(dealMemos)
    .where(eq(dealMemos.applicationId, applicationId))
    .orderBy(desc(dealMemos.version));

export async function latestMemo(
  db: Database,
  applicationId: string,
): Promise<MemoRow | undefined> {
  const [row] = await memoVersions(db, applicationId).limit(1);
  return row;
}

export async function memoById(db: Database, id: string): Promise<MemoRow | undefined> {
  const [row] = await db.select().from(dealMemos).where(eq(dealMemos.id, id));
  return row;
}

type Edit = MemoFields & { scorecard: ReportScorecard; editedById: string; editedByName: string };

export async function insertMemo(
  db: Database,
  applicationId: string,
  version: number,
  edit: Edit,
): Promise<MemoRow> {
  const [row] = await db
    .insert(dealMemos)
    .values({ applicationId, version, ...edit })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateMemo(db: Database, id: string, edit: Edit): Promise<MemoRow> {
  const [row] = await db
    .update(dealMemos)
    .set({ ...edit, updatedAt: new Date() })
    .where(eq(dealMemos.id, id))
    .returning();
  if (!row) throw new Error("update returned no row");
  return row;
}

/** Locks a version: it has been shared (the first share's time is kept). */
export async function lockMemo(db: Database, id: string, now: Date) {
  await db.update(dealMemos).set({ sharedAt: now }).where(eq(dealMemos.id, id));
}
