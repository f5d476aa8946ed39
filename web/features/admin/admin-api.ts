import type { z } from "zod";
import type {
  AdminApplicationSchema,
  AdminMeSchema,
  ApplicationDetailsSchema,
  ConsolePreferencesSchema,
  ContactDetailsSchema,
  LoginResponseSchema,
  LoginSchema,
  LoginSuccessSchema,
  NotificationsSchema,
} from "../../../core/schemas/admin";
import type {
  ApplicationSchema,
  ApplicationStatusUpdateSchema,
  ReportRequestSchema,
  ReportSchema,
} from "../../../core/schemas/application";
import type { MessageSchema } from "../../../core/schemas/common";
import type { ConsultancyRequestSchema } from "../../../core/schemas/consultancy-request";
import type { ContactSchema, ContactStatusUpdateSchema } from "../../../core/schemas/contact";
import type { FirmSchema } from "../../../core/schemas/deal-firm";
import type { FundingInterestRecordSchema } from "../../../core/schemas/funding-interest";
import type { ConsultancyLeadSchema, PitchLeadSchema } from "../../../core/schemas/lead";
import type { listPageSchema } from "../../../core/schemas/list";
import type {
  SubscriberEmailSchema,
  SubscriberImportResultSchema,
  SubscriberImportSchema,
  SubscriberSchema,
} from "../../../core/schemas/newsletter";
import type { UndoResultSchema } from "../../../core/schemas/undo";
import { api } from "../../lib/api";

// Every schema here is imported as a type: the calls are typed from core/schemas, the console's
// bundle carries only the paths.

const auth = { auth: true } as const;

/** The item schema of each list of the Operations tabs, by the path of its paged endpoint. */
type ListSchemas = {
  contacts: typeof ContactSchema;
  subscribers: typeof SubscriberSchema;
  applications: typeof AdminApplicationSchema;
  "pitch-leads": typeof PitchLeadSchema;
  "consultancy-leads": typeof ConsultancyLeadSchema;
  "consultancy-requests": typeof ConsultancyRequestSchema;
  "funding-interest": typeof FundingInterestRecordSchema;
  "affiliated-firms": typeof FirmSchema;
};
export type ListName = keyof ListSchemas;
export type ListItems = { [Name in ListName]: z.output<ListSchemas[Name]> };

/** The calls of the admin console (docs/product.md, section 7, plus paging, records and the bell). */
export const adminApi = {
  login: (input: z.input<typeof LoginSchema>) =>
    api.post<typeof LoginResponseSchema>("/api/admin/login", input),
  /** The session a sign-in without scripts left in its cookie, taken over once. */
  takeOverSignIn: () =>
    api.post<z.ZodUnion<[typeof LoginSuccessSchema, typeof MessageSchema]>>(
      "/api/admin/login/take-over",
      {},
    ),
  logout: () => api.post<typeof MessageSchema>("/api/admin/logout", {}, auth),
  me: () => api.get<typeof AdminMeSchema>("/api/admin/me", auth),
  setPreferences: (input: z.input<typeof ConsolePreferencesSchema>) =>
    api.put<typeof ConsolePreferencesSchema>("/api/account/preferences", input, auth),
  notifications: () => api.get<typeof NotificationsSchema>("/api/admin/notifications", auth),
  markNotificationsSeen: () =>
    api.post<typeof MessageSchema>("/api/admin/notifications/seen", {}, auth),

  /** GET /api/admin/<list>: the query is the list's URL parameters (page, q, status, sort). */
  list: <Name extends ListName>(name: Name, query: URLSearchParams, signal?: AbortSignal) =>
    api.get<ReturnType<typeof listPageSchema<z.ZodType<ListItems[Name]>>>>(
      `/api/admin/${name}?${query}`,
      { ...auth, signal },
    ),
  exportCsv: (name: ListName, query: URLSearchParams) =>
    api.blob(`/api/admin/${name}.csv?${query}`, auth),

  contact: (id: string) => api.get<typeof ContactDetailsSchema>(`/api/admin/contacts/${id}`, auth),
  updateContactStatus: (change: z.input<typeof ContactStatusUpdateSchema>) =>
    api.patch<typeof ContactSchema>("/api/contact/update-status", change, auth),

  deleteSubscriber: (input: z.input<typeof SubscriberEmailSchema>) =>
    api.delete<typeof MessageSchema>("/api/newsletter/delete", input, auth),
  importSubscribers: (input: z.input<typeof SubscriberImportSchema>) =>
    api.post<typeof SubscriberImportResultSchema>("/api/admin/subscribers/import", input, auth),

  application: (id: string) =>
    api.get<typeof ApplicationDetailsSchema>(`/api/admin/applications/${id}`, auth),
  updateApplication: (change: z.input<typeof ApplicationStatusUpdateSchema>) =>
    api.patch<typeof ApplicationSchema>("/api/apply/update-status", change, auth),
  /** Undoes a change the console made under this id (docs/decisions/054-undo.md). */
  undo: (changeId: string) =>
    api.post<typeof UndoResultSchema>(`/api/admin/changes/${changeId}/undo`, {}, auth),
  report: (input: z.input<typeof ReportRequestSchema>) =>
    api.post<typeof ReportSchema>("/api/apply/get-report", input, auth),
};
