import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { APPLICATION_STATUSES } from "../../../core/constants";
import { rupeesAmount } from "../../../core/money";
import { AdminApplicationSchema, ApplicationDetailsSchema } from "../../../core/schemas/admin";
import {
  ApplicationSchema,
  ApplicationStatusUpdateSchema,
  ReportRequestSchema,
  ReportSchema,
} from "../../../core/schemas/application";
import {
  applicationsList,
  findAdminApplication,
  findReport,
  listApplications,
} from "../../applications/applications-repository";
import { auditOf } from "../../audit/audit-repository";
import {
  settlePitchesOfBulkChange,
  updateApplicationStatus,
} from "../../decisions/application-decision";
import { decisionReadiness } from "../../decisions/decision-gate";
import { notFound } from "../../lib/http-error";
import { adminOf } from "../../plugins/auth";
import { reportScorecard } from "../../reviews/report-scorecard";
import { withVisibleMedians } from "../../reviews/visibility";
import { registerAdminList } from "../admin-list";

const IdParamsSchema = z.object({ id: z.uuid("Unknown application") });

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteUrl } = app.settings;
  app.get(
    "/apply/all",
    {
      schema: { summary: "List every application", response: { 200: z.array(ApplicationSchema) } },
    },
    async () => listApplications(app.db),
  );

  app.patch(
    "/apply/update-status",
    {
      schema: {
        summary: "Change an application's status, schedule or evaluation",
        body: ApplicationStatusUpdateSchema,
        response: { 200: ApplicationSchema },
      },
    },
    async (request) =>
      updateApplicationStatus(
        { db: app.db, mailer: app.mailer, log: request.log, siteUrl },
        request.body,
        adminOf(request),
      ),
  );

  app.post(
    "/apply/get-report",
    {
      // The report is a read of one application, which a reviewer may open (docs/decisions/023-staff-roles-and-invitations.md).
      config: { reviewers: true },
      schema: {
        summary: "Read an application's report",
        body: ReportRequestSchema,
        response: { 200: ReportSchema },
      },
    },
    async (request) => {
      const { applicationId } = request.body;
      const report = await findReport(app.db, applicationId);
      if (!report) throw notFound("Application");
      return {
        ...report,
        scorecard: await reportScorecard(app.db, applicationId, adminOf(request)),
      };
    },
  );

  app.get(
    "/admin/applications/:id",
    {
      config: { reviewers: true },
      schema: {
        summary: "Read one application",
        params: IdParamsSchema,
        response: {
          200: ApplicationDetailsSchema,
        },
      },
    },
    async (request) => {
      const found = await findAdminApplication(app.db, request.params.id);
      if (!found) throw notFound("Application");
      const viewer = adminOf(request);
      const [application = found] = await withVisibleMedians(app.db, [found], viewer);
      return {
        application,
        audit: await auditOf(app.db, "application", found._id),
        decisionReadiness:
          viewer.role === "admin" ? await decisionReadiness(app.db, found._id) : null,
      };
    },
  );

  registerAdminList(app, {
    path: "/admin/applications",
    source: applicationsList,
    bulk: {
      status: {
        kind: "application",
        statuses: APPLICATION_STATUSES,
        guard: async (db, ids, change) => {
          const settle = await settlePitchesOfBulkChange(db, ids, change);
          return (actor) =>
            settle({ db: app.db, mailer: app.mailer, log: app.log, siteUrl }, actor);
        },
      },
    },
    item: AdminApplicationSchema,
    reviewers: true,
    // Sorting by the median would tell a reviewer what the others scored.
    forReviewers: { sortsForAdmins: ["median"], items: withVisibleMedians },
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
      { header: "Paid (INR)", value: (a) => rupeesAmount(a.finalPrice) },
      { header: "Coupon", value: (a) => a.couponCode },
      { header: "Partner", value: (a) => a.partnerName },
      // en or ar: the language the founder applied in (their mails and page are in it).
      { header: "Language", value: (a) => a.language },
      // "test": paid through the test checkout, no money taken; empty: nothing was paid.
      { header: "Payment mode", value: (a) => a.paymentMode },
    ],
  });
};
