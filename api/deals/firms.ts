import type { FirmFields } from "../../core/schemas/deal-firm";
import type { Database } from "../db/client";
import { HttpError, notFound } from "../lib/http-error";
import { parseFirmsCsv } from "./firms-csv";
import { firmByName, insertFirm, toFirm, updateFirm } from "./firms-repository";

export const FIRM_NAME_TAKEN = "A firm of this name is already in the directory.";

/** PostgreSQL's unique_violation: another firm has the name. */
const isNameTaken = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === "23505" ||
  (error as { cause?: { code?: string } }).cause?.code === "23505";

/** Adds a firm; a name already in the directory is a 409 (names identify firms). */
export async function createFirm(db: Database, fields: FirmFields) {
  if (await firmByName(db, fields.name)) throw new HttpError(409, FIRM_NAME_TAKEN);
  try {
    return toFirm(await insertFirm(db, fields));
  } catch (error) {
    if (isNameTaken(error)) throw new HttpError(409, FIRM_NAME_TAKEN);
    throw error;
  }
}

/** Changes every field of a firm (its people included). */
export async function changeFirm(db: Database, id: string, fields: FirmFields) {
  const other = await firmByName(db, fields.name);
  if (other && other.id !== id) throw new HttpError(409, FIRM_NAME_TAKEN);
  try {
    const row = await updateFirm(db, id, fields);
    if (!row) throw notFound("Firm");
    return toFirm(row);
  } catch (error) {
    if (isNameTaken(error)) throw new HttpError(409, FIRM_NAME_TAKEN);
    throw error;
  }
}

/**
 * Imports a CSV of firms in one transaction: a firm of a name already in the directory is
 * updated, any other is added. A bad row refuses the whole file (parseFirmsCsv).
 */
export async function importFirms(db: Database, csv: string) {
  const firms = parseFirmsCsv(csv);
  return db.transaction(async (tx) => {
    let created = 0;
    let updated = 0;
    for (const fields of firms) {
      const existing = await firmByName(tx, fields.name);
      if (existing) {
        await updateFirm(tx, existing.id, fields);
        updated++;
      } else {
        await insertFirm(tx, fields);
        created++;
      }
    }
    const message = `Imported ${firms.length} ${firms.length === 1 ? "firm" : "firms"}: ${created} added, ${updated} updated.`;
    return { created, updated, message };
  });
}
