import type { z } from "zod";
import type { DecisionMailKind } from "../../../../core/decision-mails";
import type { Language } from "../../../../core/languages";
import type {
  MailTemplateInputSchema,
  MailTemplateListSchema,
  MailTemplateSchema,
} from "../../../../core/schemas/mail-template";
import { api } from "../../../lib/api";

const auth = { auth: true } as const;

/** The decision e-mails' templates (admins). */
export const mailTemplatesApi = {
  list: () => api.get<typeof MailTemplateListSchema>("/api/mail-templates", auth),
  save: (kind: DecisionMailKind, input: z.input<typeof MailTemplateInputSchema>) =>
    api.put<typeof MailTemplateSchema>(`/api/mail-templates/${kind}`, input, auth),
  reset: (kind: DecisionMailKind, language: Language) =>
    api.delete<typeof MailTemplateSchema>(
      `/api/mail-templates/${kind}?language=${language}`,
      undefined,
      auth,
    ),
};
