import { eq, inArray, sql } from "drizzle-orm";
import { languageOf } from "../../core/languages";
import type { Firm, FirmFields } from "../../core/schemas/deal-firm";
import type { Database } from "../db/client";
import { affiliatedFirms } from "../db/schema/deals";
import type { ListSource } from "../lists/list-page";

export type FirmRow = typeof affiliatedFirms.$inferSelect;

export const toFirm = ({
  id,
  createdAt,
  updatedAt,
  searchText: _,
  sendStatus: __,
  ...firm
}: FirmRow): Firm => ({
  _id: id,
  ...firm,
  sectors: firm.sectors as Firm["sectors"],
  stages: firm.stages as Firm["stages"],
  regions: firm.regions as Firm["regions"],
  // A person listed before people had a language reads as English.
  people: firm.people.map((person) => ({ ...person, language: languageOf(person.language) })),
  chequeCurrency: firm.chequeCurrency as Firm["chequeCurrency"],
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

/** What the console's paged list and CSV of the firms read (api/lists/list-page.ts). */
export const firmsList: ListSource<FirmRow, Firm> = {
  table: affiliatedFirms,
  searchColumn: affiliatedFirms.searchText,
  // "Never send" or "May be sent": the console's filter (docs/decisions/064-deal-questions.md).
  statusColumn: affiliatedFirms.sendStatus,
  toItem: toFirm,
};

export async function firmById(db: Database, id: string): Promise<FirmRow | undefined> {
  const [row] = await db.select().from(affiliatedFirms).where(eq(affiliatedFirms.id, id));
  return row;
}

export const firmsByIds = (db: Database, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select().from(affiliatedFirms).where(inArray(affiliatedFirms.id, ids));

export const allFirms = (db: Database) =>
  db.select().from(affiliatedFirms).orderBy(affiliatedFirms.name);

/** The firm of this name, in any case (names identify firms: a unique index on lower(name)). */
export async function firmByName(db: Database, name: string): Promise<FirmRow | undefined> {
  const [row] = await db
    .select()
    .from(affiliatedFirms)
    .where(sql`lower(${affiliatedFirms.name}) = lower(${name})`);
  return row;
}

export async function insertFirm(db: Database, fields: FirmFields): Promise<FirmRow> {
  const [row] = await db.insert(affiliatedFirms).values(fields).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** A firm's people, changed without the rest of the firm (a person's language from the room: 088). */
export async function setFirmPeople(db: Database, id: string, people: FirmRow["people"]) {
  await db
    .update(affiliatedFirms)
    .set({ people, updatedAt: new Date() })
    .where(eq(affiliatedFirms.id, id));
}

export async function updateFirm(
  db: Database,
  id: string,
  fields: FirmFields,
): Promise<FirmRow | undefined> {
  const [row] = await db
    .update(affiliatedFirms)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(affiliatedFirms.id, id))
    .returning();
  return row;
}
