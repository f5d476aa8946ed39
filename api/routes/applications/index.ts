import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { EVALUATION_TOPICS } from "../../../core/constants";
import { AuditEventSchema } from "../../../core/schemas/admin";
import {
  type AdminAnswers,
  type Application,
  ApplicationSchema,
  ApplicationStatusUpdateSchema,
  ReportRequestSchema,
  ReportSchema,
} from "../../../core/schemas/application";
import {
  type ApplicationRow,
  findApplication,
  findReport,
  listApplications,
  toApplication,
  updateApplication,
} from "../../applications/applications-repository";
import { auditOf, recordAudit } from "../../audit/audit-repository";
import { applications } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { adminOf } from "../../plugins/auth";
import { registerAdminList } from "../admin-list";

const IdParamsSchema = z.object({ id: z.uuid("Unknown application") });

/** Blank answers are left out, so the report shows only the topics staff wrote about. */
const answered = (answers: AdminAnswers): AdminAnswers =>
  Object.fromEntries(Object.entries(answers).filter(([, text]) => text && text.trim() !== ""));

const rupees = (paise: number | null) => (paise === null ? "" : (paise / 100).toFixed(2));

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/apply/all", { schema: { response: { 200: z.array(ApplicationSchema) } } }, async () =>
    listApplications(app.db),
  );

  app.patch(
    "/apply/update-status",
    {
      schema: { body: ApplicationStatusUpdateSchema, response: { 200: ApplicationSchema } },
    },
    async (request) => {
      const { applicationId, status, scheduleDateTime, adminAnswers } = request.body;
      const admin = adminOf(request);
      const application = await app.db.transaction(async (tx) => {
        if (adminAnswers) {
          // Submitting the evaluation stores the answers and resolves the application (spec section 4).
          const answers = answered(adminAnswers);
          const updated = await updateApplication(tx, applicationId, {
            status: "Resolved",
            adminAnswers: answers,
          });
          if (updated) {
            await recordAudit(tx, {
              entityType: "application",
              entityId: applicationId,
              action: "evaluation",
              detail: `Evaluation saved (${Object.keys(answers).length} of ${EVALUATION_TOPICS.length} topics); status Resolved`,
              admin,
            });
          }
          return updated;
        }
        const schedule =
          scheduleDateTime === undefined
            ? undefined
            : scheduleDateTime === null
              ? null
              : new Date(scheduleDateTime);
        const updated = await updateApplication(tx, applicationId, {
          status,
          scheduleDateTime: schedule,
        });
        if (updated) {
          await recordAudit(tx, {
            entityType: "application",
            entityId: applicationId,
            action: "status",
            detail: schedule ? `${status} for ${schedule.toISOString()}` : String(status),
            admin,
          });
        }
        return updated;
      });
      if (!application) throw notFound("Application");
      return application;
    },
  );

  app.post(
    "/apply/get-report",
    {
      schema: { body: ReportRequestSchema, response: { 200: ReportSchema } },
    },
    async (request) => {
      const report = await findReport(app.db, request.body.applicationId);
      if (!report) throw notFound("Application");
      return report;
    },
  );

  app.get(
    "/admin/applications/:id",
    {
      schema: {
        params: IdParamsSchema,
        response: {
          200: z.object({ application: ApplicationSchema, audit: z.array(AuditEventSchema) }),
        },
      },
    },
    async (request) => {
      const application = await findApplication(app.db, request.params.id);
      if (!application) throw notFound("Application");
      return { application, audit: await auditOf(app.db, "application", application._id) };
    },
  );

  registerAdminList<ApplicationRow, Application>(app, {
    path: "/admin/applications",
    table: applications,
    searchColumn: applications.searchText,
    statusColumn: applications.status,
    item: ApplicationSchema,
    toItem: toApplication,
    csvColumns: [
      { header: "Received", value: (a) => a.createdAt },
      { header: "Startup", value: (a) => a.startupName },
      { header: "Founder", value: (a) => a.fullName },
      { header: "E-mail", value: (a) => a.email },
      { header: "Phone", value: (a) => a.phone },
      { header: "Industry", value: (a) => a.industry },
      { header: "Stage", value: (a) => a.developmentStage },
      { header: "Team size", value: (a) => a.teamSize },
      { header: "Status", value: (a) => a.status },
      { header: "Scheduled for", value: (a) => a.scheduleDateTime },
      { header: "Paid (INR)", value: (a) => rupees(a.finalPrice) },
      { header: "Coupon", value: (a) => a.couponCode },
      { header: "Partner", value: (a) => a.partnerName },
    ],
  });
};
