import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MessageSchema } from "../../../core/schemas/common";
import {
  NewsletterInputSchema,
  NewsletterListSchema,
  NewsletterPreviewInputSchema,
  NewsletterPreviewSchema,
  NewsletterSchema,
  NewsletterSendSchema,
  NewsletterTestSchema,
} from "../../../core/schemas/newsletter";
import {
  createNewsletter,
  editNewsletter,
  getNewsletter,
  listNewsletters,
  previewNewsletter,
  removeNewsletter,
  scheduleNewsletter,
  sendTestNewsletter,
  unscheduleNewsletter,
} from "../../newsletter/newsletters";
import { adminOf } from "../../plugins/auth";

const IdParamsSchema = z.object({ id: z.uuid("Newsletter not found.") });

/** The console's newsletters, for admins (docs/decisions/047-mailing-list.md). */
export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteUrl } = app.settings;
  const deps = { db: app.db, mailer: app.mailer, siteUrl };
  const one = (summary: string) => ({
    summary,
    params: IdParamsSchema,
    response: { 200: NewsletterSchema },
  });

  app.get(
    "/admin/newsletters",
    {
      schema: {
        summary: "List the newsletters with their counts",
        response: { 200: NewsletterListSchema },
      },
    },
    async () => listNewsletters(deps),
  );
  app.post(
    "/admin/newsletters",
    {
      schema: {
        summary: "Create a newsletter draft",
        body: NewsletterInputSchema,
        response: { 201: NewsletterSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createNewsletter(deps, request.body, adminOf(request).name)),
  );
  app.get("/admin/newsletters/:id", { schema: one("Read a newsletter") }, async (request) =>
    getNewsletter(deps, request.params.id),
  );
  app.put(
    "/admin/newsletters/:id",
    { schema: { ...one("Edit a newsletter draft"), body: NewsletterInputSchema } },
    async (request) => editNewsletter(deps, request.params.id, request.body, adminOf(request).name),
  );
  app.delete(
    "/admin/newsletters/:id",
    {
      schema: {
        summary: "Delete a newsletter draft",
        params: IdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await removeNewsletter(deps, request.params.id);
      return { message: "Newsletter deleted" };
    },
  );
  app.post(
    "/admin/newsletters/preview",
    {
      schema: {
        summary: "Render both parts of a newsletter being written",
        body: NewsletterPreviewInputSchema,
        response: { 200: NewsletterPreviewSchema },
      },
    },
    async (request) => previewNewsletter(deps, request.body),
  );
  app.post(
    "/admin/newsletters/:id/test",
    {
      schema: {
        summary: "Send a newsletter's test to one address",
        params: IdParamsSchema,
        body: NewsletterTestSchema,
        response: { 202: MessageSchema },
      },
    },
    async (request, reply) => {
      await sendTestNewsletter(deps, request.params.id, request.body.to);
      return reply.status(202).send({ message: `Test sent to ${request.body.to}` });
    },
  );
  app.post(
    "/admin/newsletters/:id/send",
    { schema: { ...one("Send a newsletter now or schedule it"), body: NewsletterSendSchema } },
    async (request) => {
      const { scheduledAt } = request.body;
      const newsletter = await scheduleNewsletter(
        deps,
        request.params.id,
        scheduledAt ? new Date(scheduledAt) : null,
        adminOf(request).name,
      );
      // Sent now: the send job starts at once here, rather than at its next minute.
      if (!scheduledAt) await app.jobs.runner()?.runNow("newsletter-send");
      return newsletter;
    },
  );
  app.post(
    "/admin/newsletters/:id/unschedule",
    { schema: one("Put a scheduled newsletter back to draft") },
    async (request) => unscheduleNewsletter(deps, request.params.id, adminOf(request).name),
  );
};
