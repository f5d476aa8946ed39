import type { DraftFunnelSchema } from "../../../../core/schemas/application-draft";
import { api } from "../../../lib/api";

/** Where saved application drafts stop (admins). */
export const draftsApi = {
  funnel: () => api.get<typeof DraftFunnelSchema>("/api/admin/draft-funnel", { auth: true }),
};
