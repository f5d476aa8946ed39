import type { MessageSchema } from "../../../../core/schemas/common";
import type {
  FailedJobsPageSchema,
  MailRetryResultSchema,
  UndeliveredMailsPageSchema,
} from "../../../../core/schemas/operations";
import { api } from "../../../lib/api";

const auth = { auth: true } as const;

/** The console's calls for background work (api/routes/operations). */
export const backgroundWorkApi = {
  failedJobs: (page: number, signal?: AbortSignal) =>
    api.get<typeof FailedJobsPageSchema>(`/api/admin/operations/jobs?page=${page}`, {
      ...auth,
      signal,
    }),
  retryJob: (id: string) =>
    api.post<typeof MessageSchema>(`/api/admin/operations/jobs/${id}/retry`, {}, auth),
  undeliveredMails: (page: number, signal?: AbortSignal) =>
    api.get<typeof UndeliveredMailsPageSchema>(`/api/admin/operations/mails?page=${page}`, {
      ...auth,
      signal,
    }),
  retryMail: (id: string) =>
    api.post<typeof MailRetryResultSchema>(`/api/admin/operations/mails/${id}/retry`, {}, auth),
};
