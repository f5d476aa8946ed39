import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  FirmImportResultSchema,
  FirmImportSchema,
  FirmInputSchema,
  FirmSchema,
} from "../../../../core/schemas/deal-firm";
import { FirmDealRecordSchema } from "../../../../core/schemas/deal-sharing";
import { firmDealRecord } from "../../../deals/firm-record";
import { changeFirm, createFirm, importFirms } from "../../../deals/firms";
import { FIRM_CSV_COLUMNS } from "../../../deals/firms-csv";
import { firmById, firmsList, toFirm } from "../../../deals/firms-repository";
import { notFound } from "../../../lib/http-error";
import { asRecordId, RecordParamsSchema, recordIdOf } from "../../../lib/ids";
import { registerAdminList } from "../../admin-list";

/** The affiliated firms' directory (docs/decisions/056-affiliated-firms.md): admins only. */
export const dealFirmRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAdminList(app, {
    path: "/admin/affiliated-firms",
    source: firmsList,
    item: FirmSchema,
    csvColumns: FIRM_CSV_COLUMNS,
  });

  app.get(
    "/admin/affiliated-firms/:id",
    {
      schema: {
        summary: "One affiliated firm",
        params: RecordParamsSchema,
        response: { 200: FirmSchema },
      },
    },
    async (request) => {
      const id = asRecordId(request.params.id);
      const row = id ? await firmById(app.db, id) : undefined;
      if (!row) throw notFound("Firm");
      return toFirm(row);
    },
  );

  app.get(
    "/admin/affiliated-firms/:id/shares",
    {
      schema: {
        summary:
          "An affiliated firm's record: its answer rate and time, and every deal shared with it",
        params: RecordParamsSchema,
        response: { 200: FirmDealRecordSchema },
      },
    },
    async (request) => {
      const id = asRecordId(request.params.id);
      if (!id || !(await firmById(app.db, id))) throw notFound("Firm");
      return firmDealRecord(app.db, id, request.now());
    },
  );

  app.post(
    "/admin/affiliated-firms",
    {
      schema: {
        summary: "Add an affiliated firm",
        body: FirmInputSchema,
        response: { 201: FirmSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createFirm(app.db, request.body)),
  );

  app.put(
    "/admin/affiliated-firms/:id",
    {
      schema: {
        summary: "Change an affiliated firm",
        params: RecordParamsSchema,
        body: FirmInputSchema,
        response: { 200: FirmSchema },
      },
    },
    async (request) => {
      return changeFirm(app.db, recordIdOf(request.params.id, "Firm"), request.body);
    },
  );

  app.post(
    "/admin/affiliated-firms/import",
    {
      schema: {
        summary: "Add or update firms from a CSV, as Export CSV writes it",
        body: FirmImportSchema,
        response: { 200: FirmImportResultSchema },
      },
    },
    async (request) => importFirms(app.db, request.body.csv),
  );
};
