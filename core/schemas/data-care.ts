import { z } from "./zod";

// The firm's care of its data (docs/decisions/050-backups.md, 051-retention-and-erasure.md):
// backups, retention, a founder's data on request, and the export of everything.

/** POST /api/my-application/erase and POST /api/admin/applications/:id/erase: confirmed on purpose. */
export const EraseRequestSchema = z.strictObject({
  confirm: z.literal(true, "Confirm that the application is to be withdrawn and deleted."),
});

export const ERASED_MESSAGE =
  "Your application has been withdrawn and deleted. We have sent a confirmation to your e-mail address.";

export const ErasedSchema = z.object({
  message: z.string(),
  /** The receipt kept for tax, stripped to what it shows; null when no fee was paid. */
  receiptNumber: z.string().nullable(),
});

/** GET /api/admin/data/backups: the last backup, and how backups are set up on this server. */
export const BackupStatusSchema = z.object({
  last: z
    .object({
      takenAt: z.iso.datetime(),
      finishedAt: z.iso.datetime(),
      trigger: z.enum(["command", "daily"]),
      database: z.enum(["pglite", "postgres"]),
      fileName: z.string(),
      bytes: z.number().int(),
      encrypted: z.boolean(),
      deckObjects: z.number().int(),
    })
    .nullable(),
  daily: z.boolean(),
  keep: z.number().int(),
  encrypted: z.boolean(),
});
export type BackupStatus = z.infer<typeof BackupStatusSchema>;

/** GET /api/admin/data/retention: the dry run, what the next run removes or reduces. */
export const RetentionPreviewSchema = z.object({
  at: z.iso.datetime(),
  rules: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      reason: z.string(),
      action: z.enum(["remove", "reduce"]),
      cutoff: z.iso.datetime(),
      count: z.number().int(),
      /** The first RETENTION_PREVIEW_RECORDS of them, oldest first. */
      records: z.array(z.object({ id: z.string(), label: z.string(), at: z.iso.datetime() })),
    }),
  ),
});
export type RetentionPreview = z.infer<typeof RetentionPreviewSchema>;
export const RETENTION_PREVIEW_RECORDS = 50;

/** POST /api/admin/data/retention/run: how many records each rule removed or reduced. */
export const RetentionRunSchema = z.object({
  runId: z.uuid(),
  rules: z.array(
    z.object({ id: z.string(), action: z.enum(["remove", "reduce"]), count: z.number().int() }),
  ),
});

/** GET /api/admin/data/requests: founders' data requests done (exports and erasures). */
export type DataRequests = z.infer<typeof DataRequestsSchema>;
export const DataRequestsSchema = z.object({
  items: z.array(
    z.object({
      applicationId: z.uuid(),
      action: z.enum(["exported", "erased"]),
      detail: z.string(),
      by: z.string(),
      at: z.iso.datetime(),
    }),
  ),
});
