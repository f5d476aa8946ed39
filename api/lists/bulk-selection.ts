import { createHash } from "node:crypto";
import { asc, inArray } from "drizzle-orm";
import { formatCount } from "../../core/counts";
import {
  BULK_LIMIT,
  type BulkSelection,
  type BulkSelectionSummary,
  type ListFilter,
} from "../../core/schemas/bulk";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import { type ListSource, whereOf } from "./list-page";

// Why a selection is checked this way: docs/decisions/030-bulk-selection-and-saved-views.md.

const records = (value: number) => `${formatCount(value)} ${value === 1 ? "record" : "records"}`;
const NOTHING_CHANGED = "Nothing was changed; check the selection and try again.";

/** sha256 of the ids, sorted: the same set of records gives the same fingerprint. */
export const fingerprintOf = (ids: readonly string[]) =>
  createHash("sha256")
    .update([...ids].sort().join(","))
    .digest("hex");

/**
 * The ids of the records a filter matches, up to one more than BULK_LIMIT. `lock` takes them for
 * update, so nothing changes them between the check and the action.
 */
async function matchingIds<Row, Item>(
  db: Database,
  list: ListSource<Row, Item>,
  filter: ListFilter,
  lock: boolean,
): Promise<string[]> {
  const query = db
    .select({ id: list.table.id })
    .from(list.table)
    .where(whereOf(list, filter))
    .orderBy(asc(list.table.id))
    .limit(BULK_LIMIT + 1);
  const rows = lock ? await query.for("update") : await query;
  return rows.map((row) => String(row.id));
}

const tooMany = () =>
  new HttpError(
    409,
    `This filter matches more than ${records(BULK_LIMIT)}. Narrow it to act on them together.`,
  );

/** What "Select all matching this filter" shows and later sends back: the count and fingerprint. */
export async function summarizeSelection<Row, Item>(
  db: Database,
  list: ListSource<Row, Item>,
  filter: ListFilter,
): Promise<BulkSelectionSummary> {
  const ids = await matchingIds(db, list, filter, false);
  if (ids.length > BULK_LIMIT) throw tooMany();
  return { count: ids.length, fingerprint: fingerprintOf(ids) };
}

/**
 * The ids a bulk action may touch, locked for update (call it inside the action's transaction).
 * Explicit ids: every one must still exist. A filter: re-applied here, it must match exactly the
 * count the client confirmed and the same records (fingerprint); otherwise 409 and nothing is done,
 * so a filter that changed, or was lost, between selection and confirmation never widens the action.
 */
export async function resolveSelection<Row, Item>(
  db: Database,
  list: ListSource<Row, Item>,
  selection: BulkSelection,
): Promise<string[]> {
  if (selection.kind === "ids") {
    const wanted = [...new Set(selection.ids)];
    const found = await db
      .select({ id: list.table.id })
      .from(list.table)
      .where(inArray(list.table.id, wanted))
      .for("update");
    const missing = wanted.length - found.length;
    if (missing > 0) {
      throw new HttpError(
        409,
        `${formatCount(missing)} of the ${records(wanted.length)} selected no longer ${missing === 1 ? "exists" : "exist"}. ${NOTHING_CHANGED}`,
      );
    }
    return found.map((row) => String(row.id));
  }
  const ids = await matchingIds(db, list, selection.filter, true);
  if (ids.length > BULK_LIMIT) throw tooMany();
  if (ids.length !== selection.count) {
    throw new HttpError(
      409,
      `The filter now matches ${records(ids.length)}, not the ${formatCount(selection.count)} you confirmed. ${NOTHING_CHANGED}`,
    );
  }
  if (fingerprintOf(ids) !== selection.fingerprint) {
    throw new HttpError(
      409,
      `The records matching the filter changed since you selected them. ${NOTHING_CHANGED}`,
    );
  }
  return ids;
}
