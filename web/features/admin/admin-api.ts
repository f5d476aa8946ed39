import type {
  AdminMe,
  AuditEvent,
  LoginInput,
  LoginResponse,
  Notifications,
} from "../../../core/schemas/admin";
import type { AdminAnswers, Application, Report } from "../../../core/schemas/application";
import type { ConsultancyRequest } from "../../../core/schemas/consultancy-request";
import type { Contact } from "../../../core/schemas/contact";
import type { FundingInterest } from "../../../core/schemas/funding-interest";
import type { ConsultancyLead, PitchLead } from "../../../core/schemas/lead";
import type { ListPage } from "../../../core/schemas/list";
import type { Subscriber } from "../../../core/schemas/newsletter";
import { api } from "../../lib/api";

const auth = { auth: true } as const;

/** The lists of the Operations tabs, by the path of their paged endpoint. */
export type ListItems = {
  contacts: Contact;
  subscribers: Subscriber;
  applications: Application;
  "pitch-leads": PitchLead;
  "consultancy-leads": ConsultancyLead;
  "consultancy-requests": ConsultancyRequest;
  "funding-interest": FundingInterest;
};
export type ListName = keyof ListItems;

/** The calls of the admin console (spec section 7, plus paging, records and the bell). */
export const adminApi = {
  login: (input: LoginInput) => api.post<LoginResponse>("/api/admin/login", input),
  logout: () => api.post<{ message: string }>("/api/admin/logout", {}, auth),
  me: () => api.get<AdminMe>("/api/admin/me", auth),
  notifications: () => api.get<Notifications>("/api/admin/notifications", auth),
  markNotificationsSeen: () =>
    api.post<{ message: string }>("/api/admin/notifications/seen", {}, auth),

  list: <Name extends ListName>(name: Name, query: URLSearchParams, signal?: AbortSignal) =>
    api.get<ListPage<ListItems[Name]>>(`/api/admin/${name}?${query}`, { ...auth, signal }),
  exportCsv: (name: ListName, query: URLSearchParams) =>
    api.blob(`/api/admin/${name}.csv?${query}`, auth),

  contact: (id: string) =>
    api.get<{ contact: Contact; audit: AuditEvent[] }>(`/api/admin/contacts/${id}`, auth),
  updateContactStatus: (change: {
    contactId: string;
    status: string;
    scheduleDateTime: string | null;
  }) => api.patch<Contact>("/api/contact/update-status", change, auth),

  deleteSubscriber: (email: string) =>
    api.delete<{ message: string }>("/api/newsletter/delete", { email }, auth),

  application: (id: string) =>
    api.get<{ application: Application; audit: AuditEvent[] }>(
      `/api/admin/applications/${id}`,
      auth,
    ),
  updateApplication: (change: {
    applicationId: string;
    status?: string;
    scheduleDateTime?: string | null;
    adminAnswers?: AdminAnswers;
  }) => api.patch<Application>("/api/apply/update-status", change, auth),
  report: (applicationId: string) =>
    api.post<Report>("/api/apply/get-report", { applicationId }, auth),
};
