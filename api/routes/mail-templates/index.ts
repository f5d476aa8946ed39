import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  MailTemplateInputSchema,
  MailTemplateKindSchema,
  MailTemplateListSchema,
  MailTemplateSchema,
} from "../../../core/schemas/mail-template";
import {
  listMailTemplates,
  resetMailTemplate,
  saveMailTemplate,
} from "../../decision-mails/templates-repository";
import { adminOf } from "../../plugins/auth";

const KindParamsSchema = z.object({ kind: MailTemplateKindSchema });

/** The founder's pipeline e-mails, edited by admins in the console (core/decision-mails.ts). */
export const mailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/mail-templates",
    {
      schema: {
        summary: "List the decision e-mails' templates",
        response: { 200: MailTemplateListSchema },
      },
    },
    async () => listMailTemplates(app.db),
  );

  app.put(
    "/mail-templates/:kind",
    {
      schema: {
        summary: "Change a decision e-mail's template",
        params: KindParamsSchema,
        body: MailTemplateInputSchema,
        response: { 200: MailTemplateSchema },
      },
    },
    async (request) =>
      saveMailTemplate(app.db, request.params.kind, request.body, adminOf(request).name),
  );

  app.delete(
    "/mail-templates/:kind",
    {
      schema: {
        summary: "Put a decision e-mail's template back to its default",
        params: KindParamsSchema,
        response: { 200: MailTemplateSchema },
      },
    },
    async (request) => resetMailTemplate(app.db, request.params.kind),
  );
};
