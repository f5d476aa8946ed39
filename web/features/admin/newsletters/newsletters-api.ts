import type { z } from "zod";
import type { MessageSchema } from "../../../../core/schemas/common";
import type {
  NewsletterInputSchema,
  NewsletterListSchema,
  NewsletterPreviewInputSchema,
  NewsletterPreviewSchema,
  NewsletterSchema,
  NewsletterSendSchema,
  NewsletterTestSchema,
} from "../../../../core/schemas/newsletter";
import { api } from "../../../lib/api";

const auth = { auth: true } as const;
type Newsletter = typeof NewsletterSchema;

/** The newsletters' calls (admins; docs/decisions/047-mailing-list.md). */
export const newslettersApi = {
  list: () => api.get<typeof NewsletterListSchema>("/api/admin/newsletters", auth),
  create: (input: z.input<typeof NewsletterInputSchema>) =>
    api.post<Newsletter>("/api/admin/newsletters", input, auth),
  save: (id: string, input: z.input<typeof NewsletterInputSchema>) =>
    api.put<Newsletter>(`/api/admin/newsletters/${id}`, input, auth),
  one: (id: string) => api.get<Newsletter>(`/api/admin/newsletters/${id}`, auth),
  remove: (id: string) =>
    api.delete<typeof MessageSchema>(`/api/admin/newsletters/${id}`, undefined, auth),
  preview: (input: z.input<typeof NewsletterPreviewInputSchema>, signal: AbortSignal) =>
    api.post<typeof NewsletterPreviewSchema>("/api/admin/newsletters/preview", input, {
      ...auth,
      signal,
    }),
  test: (id: string, input: z.input<typeof NewsletterTestSchema>) =>
    api.post<typeof MessageSchema>(`/api/admin/newsletters/${id}/test`, input, auth),
  send: (id: string, input: z.input<typeof NewsletterSendSchema>) =>
    api.post<Newsletter>(`/api/admin/newsletters/${id}/send`, input, auth),
  unschedule: (id: string) =>
    api.post<Newsletter>(`/api/admin/newsletters/${id}/unschedule`, {}, auth),
};
