import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  BackupStatusSchema,
  DataRequestsSchema,
  ErasedSchema,
  EraseRequestSchema,
  RETENTION_PREVIEW_RECORDS,
  RetentionPreviewSchema,
  RetentionRunSchema,
} from "../../../core/schemas/data-care";
import { founderDataExport } from "../../applications/founder-export";
import { lastBackup } from "../../backups/backups-repository";
import type { Config } from "../../config";
import { adminOf } from "../../plugins/auth";
import { listDataRequests } from "../../privacy/data-requests-repository";
import { eraseApplication } from "../../privacy/erase-application";
import { firmExportZip } from "../../privacy/firm-export";
import { planRetention, runRetention } from "../../privacy/retention";
import type { DeckStorage } from "../../storage/deck-storage";

const IdParamsSchema = z.object({ id: z.uuid("Unknown application") });

const ERASED_BY_STAFF =
  "The application has been withdrawn and deleted; the founder has been sent a confirmation.";

/**
 * The firm's care of its data, for admins only (docs/decisions/050-backups.md,
 * 051-retention-and-erasure.md): the last backup, the retention's dry run and a run now, a
 * founder's data downloaded or erased for a request that came by mail, the requests done, and
 * every list exported at once.
 */
export const dataCareRoutes: FastifyPluginAsyncZod<{
  config: Config;
  deckStorage: DeckStorage | null;
}> = async (app, { config, deckStorage }) => {
  const { gstin } = app.settings;
  const staffOf = (request: Parameters<typeof adminOf>[0]) => {
    const staff = adminOf(request);
    return { id: staff.id, name: staff.name };
  };

  app.get(
    "/admin/data/backups",
    {
      schema: {
        summary: "Read when the last backup was taken",
        response: { 200: BackupStatusSchema },
      },
    },
    async () => {
      const last = await lastBackup(app.db);
      return {
        last: last
          ? {
              takenAt: last.takenAt.toISOString(),
              finishedAt: last.finishedAt.toISOString(),
              trigger: last.trigger === "daily" ? ("daily" as const) : ("command" as const),
              database: last.database === "postgres" ? ("postgres" as const) : ("pglite" as const),
              fileName: last.fileName,
              bytes: last.bytes,
              encrypted: last.encrypted,
              deckObjects: last.deckObjects,
            }
          : null,
        daily: config.BACKUP_DAILY,
        keep: config.BACKUP_KEEP,
        encrypted: config.BACKUP_ENCRYPTION_KEY !== undefined,
      };
    },
  );

  app.get(
    "/admin/data/retention",
    {
      schema: {
        summary: "List what the next retention run removes (the dry run)",
        response: { 200: RetentionPreviewSchema },
      },
    },
    async () => {
      const now = new Date();
      const plan = await planRetention(app.db, now);
      return {
        at: now.toISOString(),
        rules: plan.map(({ rule, cutoff, records }) => ({
          id: rule.id,
          label: rule.label,
          reason: rule.reason,
          action: rule.action,
          cutoff: cutoff.toISOString(),
          count: records.length,
          records: records.slice(0, RETENTION_PREVIEW_RECORDS).map((record) => ({
            id: record.id,
            label: record.label,
            at: record.at.toISOString(),
          })),
        })),
      };
    },
  );

  app.post(
    "/admin/data/retention/run",
    {
      schema: {
        summary: "Remove what has passed its retention now",
        response: { 200: RetentionRunSchema },
      },
    },
    async (request) => {
      const report = await runRetention(
        { db: app.db, storage: deckStorage, log: request.log },
        new Date(),
        staffOf(request),
      );
      return {
        runId: report.runId,
        rules: report.rules.map(({ id, action, count }) => ({ id, action, count })),
      };
    },
  );

  app.get(
    "/admin/data/requests",
    {
      schema: {
        summary: "List founders' data requests done",
        response: { 200: DataRequestsSchema },
      },
    },
    async () => ({ items: await listDataRequests(app.db) }),
  );

  app.get(
    "/admin/applications/:id/data",
    {
      schema: {
        summary: "Download a founder's data, for a request by mail",
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const data = await founderDataExport(
        { db: app.db, storage: deckStorage, gstin },
        request.params.id,
        staffOf(request),
      );
      return reply
        .type("application/json; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="application-${request.params.id}-data.json"`,
        )
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    "/admin/applications/:id/erase",
    {
      schema: {
        summary: "Withdraw and erase an application, for a request by mail",
        params: IdParamsSchema,
        body: EraseRequestSchema,
        response: { 200: ErasedSchema },
      },
    },
    async (request) => {
      const { receiptNumber } = await eraseApplication(
        { db: app.db, mailer: app.mailer, storage: deckStorage, log: request.log },
        request.params.id,
        { by: "staff", staff: staffOf(request) },
      );
      return { message: ERASED_BY_STAFF, receiptNumber };
    },
  );

  app.get(
    "/admin/data/export.zip",
    { schema: { summary: "Download every list as CSV, in one zip" } },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="nakhla-export-${day}.zip"`)
        .send(firmExportZip(app.db));
    },
  );
};
