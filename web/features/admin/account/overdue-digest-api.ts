import type {
  OverdueDigestSetting,
  OverdueDigestStateSchema,
} from "../../../../core/schemas/overdue-applications";
import { api } from "../../../lib/api";

const auth = { auth: true } as const;

/** The admin's daily mail of overdue applications (api/routes/overdue-applications): off by default. */
export const overdueDigestApi = {
  get: () => api.get<typeof OverdueDigestStateSchema>("/api/account/overdue-digest", auth),
  set: (setting: OverdueDigestSetting) =>
    api.put<typeof OverdueDigestStateSchema>("/api/account/overdue-digest", setting, auth),
};
