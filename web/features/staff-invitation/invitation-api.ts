import type { z } from "zod";
import type {
  InvitationAcceptedSchema,
  InvitationAcceptSchema,
  InvitationDetailsSchema,
} from "../../../core/schemas/staff";
import { api } from "../../lib/api";

/** The invitation page's two calls: public, the link's token in the body (never in a URL). */
export const invitationApi = {
  details: (token: string) =>
    api.post<typeof InvitationDetailsSchema>("/api/staff-invitations/details", { token }),
  accept: (input: z.input<typeof InvitationAcceptSchema>) =>
    api.post<typeof InvitationAcceptedSchema>("/api/staff-invitations/accept", input),
};
