import type { DealDigestStateSchema } from "../../../../core/schemas/deal-notifications";
import { api } from "../../../lib/api";

const auth = { auth: true } as const;

/** The person's daily deal digest (api/routes/deals/notifications): off unless they turn it on. */
export const dealDigestApi = {
  get: () => api.get<typeof DealDigestStateSchema>("/api/account/deal-digest", auth),
  set: (on: boolean) =>
    api.put<typeof DealDigestStateSchema>("/api/account/deal-digest", { on }, auth),
};
