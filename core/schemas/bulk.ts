// Bulk actions on a console list (docs/decisions/030-bulk-selection-and-saved-views.md): the client
// names the records either by id or by the filter it showed with the count and fingerprint the
// server gave for it; the server re-applies the filter and refuses when either differs.

import { PITCH_ON_DECISION } from "../pitch-slots";
import { hasScheduleWhenScheduled } from "../status-schedule";
import { text } from "./common";
import { ListQuerySchema } from "./list";
import { SCHEDULE_REQUIRED, ScheduleDateTimeSchema } from "./schedule";
import { ChangeIdSchema } from "./undo";
import { z } from "./zod";

/** The most records one bulk action touches; a broader filter must be narrowed first. */
export const BULK_LIMIT = 5000;

/** The part of a list's query that decides which records it shows: the search and the status. */
export const ListFilterSchema = ListQuerySchema.pick({ q: true, status: true }).strict();
export type ListFilter = z.infer<typeof ListFilterSchema>;

/** GET /api/admin/<list>/bulk/selection: how many records the filter matches, and which. */
export const BulkSelectionSummarySchema = z.object({
  count: z.number().int(),
  /** sha256 of the matching ids, sorted: a record that leaves or joins the filter changes it. */
  fingerprint: z.string(),
});
export type BulkSelectionSummary = z.infer<typeof BulkSelectionSummarySchema>;

const FINGERPRINT = /^[0-9a-f]{64}$/;

/** The records a bulk action is for: rows picked one by one, or every match of a filter. */
export const BulkSelectionSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({
      kind: z.literal("ids"),
      ids: z
        .array(z.uuid("Unknown record"))
        .min(1, "Select at least one record")
        .max(BULK_LIMIT, `Select at most ${BULK_LIMIT} records`),
    }),
    z.strictObject({
      kind: z.literal("filter"),
      filter: ListFilterSchema,
      /** The count the confirm dialog showed. */
      count: z.number().int().min(1, "Select at least one record").max(BULK_LIMIT),
      fingerprint: text().regex(FINGERPRINT, "Unknown selection"),
    }),
  ],
  "Choose the records",
);
export type BulkSelection = z.infer<typeof BulkSelectionSchema>;

/** POST /api/admin/<list>/bulk/export: the CSV of the selected records. */
export const BulkExportSchema = z.strictObject({ selection: BulkSelectionSchema });

/** POST /api/admin/<list>/bulk/status: the same status, and schedule rule, for every selected record. */
export const bulkStatusChangeSchema = <Status extends string>(
  statuses: readonly [Status, ...Status[]],
) =>
  z
    .strictObject({
      selection: BulkSelectionSchema,
      status: z.enum(statuses, "Choose a status"),
      scheduleDateTime: ScheduleDateTimeSchema.nullable().optional(),
      /** The console's id for the change, so it can be undone (core/schemas/undo.ts). */
      changeId: ChangeIdSchema.optional(),
      /** Resolving applications with booked pitches: what becomes of them (core/pitch-slots.ts). */
      pitch: z.enum(PITCH_ON_DECISION, "Choose cancel or keep").optional(),
    })
    .refine(hasScheduleWhenScheduled, SCHEDULE_REQUIRED);

export const BulkStatusResultSchema = z.object({ changed: z.number().int(), message: z.string() });
