import type { z } from "zod";
import type {
  AdminCohortListSchema,
  AdminCohortSchema,
  CohortInputSchema,
} from "../../../../core/schemas/cohorts";
import type {
  AdminEventListSchema,
  AdminEventSchema,
  EventInputSchema,
} from "../../../../core/schemas/events";
import type { PublicationStatusSchema } from "../../../../core/schemas/publication";
import { api } from "../../../lib/api";

const auth = { auth: true } as const;
type Status = z.input<typeof PublicationStatusSchema>["status"];

/** The console's calls for events and cohorts (api/routes/events, api/routes/cohorts). */
export const siteContentApi = {
  events: (signal?: AbortSignal) =>
    api.get<typeof AdminEventListSchema>("/api/admin/events", { ...auth, signal }),
  createEvent: (event: z.input<typeof EventInputSchema>) =>
    api.post<typeof AdminEventSchema>("/api/admin/events", event, auth),
  updateEvent: (id: string, event: z.input<typeof EventInputSchema>) =>
    api.put<typeof AdminEventSchema>(`/api/admin/events/${id}`, event, auth),
  setEventStatus: (id: string, status: Status) =>
    api.patch<typeof AdminEventSchema>(`/api/admin/events/${id}/status`, { status }, auth),

  cohorts: (signal?: AbortSignal) =>
    api.get<typeof AdminCohortListSchema>("/api/admin/cohorts", { ...auth, signal }),
  createCohort: (cohort: z.input<typeof CohortInputSchema>) =>
    api.post<typeof AdminCohortSchema>("/api/admin/cohorts", cohort, auth),
  updateCohort: (id: string, cohort: z.input<typeof CohortInputSchema>) =>
    api.put<typeof AdminCohortSchema>(`/api/admin/cohorts/${id}`, cohort, auth),
  setCohortStatus: (id: string, status: Status) =>
    api.patch<typeof AdminCohortSchema>(`/api/admin/cohorts/${id}/status`, { status }, auth),
};
