import type { z } from "zod";
import type { MessageSchema } from "../../../../core/schemas/common";
import type {
  StaffInvitedSchema,
  StaffInviteSchema,
  StaffListSchema,
  StaffMemberSchema,
  StaffRoleChangeSchema,
} from "../../../../core/schemas/staff";
import { api } from "../../../lib/api";

// Schemas are imported as types only: the calls are typed from core/schemas, not bundled with them.

const auth = { auth: true } as const;

/** The calls of the Staff tab (admins only, like the routes: api/routes/staff/index.ts). */
export const staffApi = {
  list: () => api.get<typeof StaffListSchema>("/api/admin/staff", auth),
  invite: (input: z.input<typeof StaffInviteSchema>) =>
    api.post<typeof StaffInvitedSchema>("/api/admin/staff/invitations", input, auth),
  withdrawInvitation: (id: string) =>
    api.delete<typeof MessageSchema>(`/api/admin/staff/invitations/${id}`, undefined, auth),
  changeRole: (id: string, change: z.input<typeof StaffRoleChangeSchema>) =>
    api.patch<typeof StaffMemberSchema>(`/api/admin/staff/members/${id}/role`, change, auth),
  deactivate: (id: string) =>
    api.post<typeof StaffMemberSchema>(`/api/admin/staff/members/${id}/deactivate`, {}, auth),
  reactivate: (id: string) =>
    api.post<typeof StaffMemberSchema>(`/api/admin/staff/members/${id}/reactivate`, {}, auth),
};
