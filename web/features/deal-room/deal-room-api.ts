import type { MessageSchema } from "../../../core/schemas/common";
import type { DealOpeningSchema, DealViewerStateSchema } from "../../../core/schemas/deal-sharing";
import { api } from "../../lib/api";

/** The firm viewer's calls: the link's token in the body, then the viewer cookie (HttpOnly). */
export const dealRoomApi = {
  open: (token: string) => api.post<typeof DealOpeningSchema>("/api/deal-room/open", { token }),
  sendCode: (token: string, email: string) =>
    api.post<typeof MessageSchema>("/api/deal-room/code", { token, email }),
  verify: (token: string, email: string, code: string) =>
    api.post<typeof DealViewerStateSchema>("/api/deal-room/verify", { token, email, code }),
  me: () => api.get<typeof DealViewerStateSchema>("/api/deal-room/me"),
  acceptTerms: () =>
    api.post<typeof DealViewerStateSchema>("/api/deal-room/terms", { accept: true }),
};
