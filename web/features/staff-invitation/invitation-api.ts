import type { InvitationDetailsSchema } from "../../../core/schemas/staff";
import { api } from "../../lib/api";

/**
 * The invitation page's call: whom the link invites, the token in the body (never in a URL). The
 * invitation is accepted through the page's action (web/routes/admin-invite.tsx).
 */
export const invitationApi = {
  details: (token: string) =>
    api.post<typeof InvitationDetailsSchema>("/api/staff-invitations/details", { token }),
};
