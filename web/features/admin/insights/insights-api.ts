import type { InsightsSchema } from "../../../../core/schemas/insights";
import { api } from "../../../lib/api";

/** The Insights screen's one call (api/routes/insights): every part, read together. */
export const insightsApi = {
  read: (signal?: AbortSignal) =>
    api.get<typeof InsightsSchema>("/api/admin/insights", { auth: true, signal }),
};
