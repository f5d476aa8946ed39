import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  MailTemplateInputSchema,
  MailTemplateKindSchema,
  MailTemplateLanguageQuerySchema,
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

/**
 * The founder's pipeline e-mails, edited by admins in the console in English and in Arabic
 * (core/decision-mails.ts, docs/decisions/075-staff-text-in-both-languages.md).
 */
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
        summary: "Change a decision e-mail's template in English or in Arabic",
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
        summary: "Put a decision e-mail's template in one language back to its built-in text",
        params: KindParamsSchema,
        querystring: MailTemplateLanguageQuerySchema,
        response: { 200: MailTemplateSchema },
      },
    },
    async (request) => resetMailTemplate(app.db, request.params.kind, request.query.language),
  );
};
