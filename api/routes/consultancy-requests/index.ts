import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ConsultancyRequestCreatedSchema,
  ConsultancyRequestInputSchema,
  ConsultancyRequestSchema,
} from "../../../core/schemas/consultancy-request";
import {
  consultancyRequestsList,
  createConsultancyRequest,
  listConsultancyRequests,
} from "../../consultancy-requests/consultancy-requests-repository";
import { registerAdminList } from "../admin-list";

/** The consultancy form (/build-with-nakhla-form): stored, unlike the original (docs/architecture.md, rule 2). */
export const consultancyRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/consultancy-requests",
    {
      config: { public: true, rateLimit: app.rateLimits.publicWrite },
      schema: {
        summary: "Submit the consultancy form",
        body: ConsultancyRequestInputSchema,
        response: { 201: ConsultancyRequestCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await createConsultancyRequest(app.db, request.body);
      return reply.status(201).send({ ...created, message: "Consultancy request received" });
    },
  );

  app.get(
    "/consultancy-requests",
    {
      schema: {
        summary: "List every consultancy request",
        response: { 200: z.array(ConsultancyRequestSchema) },
      },
    },
    async () => listConsultancyRequests(app.db),
  );

  registerAdminList(app, {
    path: "/admin/consultancy-requests",
    source: consultancyRequestsList,
    item: ConsultancyRequestSchema,
    csvColumns: [
      { header: "Received", value: (r) => r.createdAt },
      { header: "Business", value: (r) => r.businessName },
      { header: "Business age (years)", value: (r) => r.businessAge },
      { header: "Industry", value: (r) => r.industry },
      { header: "Website", value: (r) => r.website },
      { header: "E-mail", value: (r) => r.email },
      { header: "Primary problem", value: (r) => r.primaryProblem },
      { header: "Other problems", value: (r) => r.otherProblems },
      { header: "Expectations", value: (r) => r.expectations },
      { header: "Previous consultancy", value: (r) => r.previousConsultancy },
    ],
  });
};
