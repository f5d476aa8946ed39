import type { DealOpeningSchema } from "../../../core/schemas/deal-sharing";
import { api } from "../../lib/api";

/**
 * The firm viewer's one call from the browser: what a link opens, its token (after the "#", which
 * only the browser has) in the body. The way in's steps post to the page's action (way-in.tsx).
 */
export const dealRoomApi = {
  open: (token: string) => api.post<typeof DealOpeningSchema>("/api/deal-room/open", { token }),
};
