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
  app.get("/mail-templates", { schema: { response: { 200: MailTemplateListSchema } } }, async () =>
    listMailTemplates(app.db),
  );

  app.put(
    "/mail-templates/:kind",
    {
      schema: {
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
    { schema: { params: KindParamsSchema, response: { 200: MailTemplateSchema } } },
    async (request) => resetMailTemplate(app.db, request.params.kind),
  );
};
