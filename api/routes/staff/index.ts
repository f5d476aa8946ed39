import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MessageSchema } from "../../../core/schemas/common";
import {
  InvitationAcceptedSchema,
  InvitationAcceptSchema,
  InvitationDetailsSchema,
  InvitationTokenSchema,
  StaffInvitedSchema,
  StaffInviteSchema,
  StaffListSchema,
  StaffMemberSchema,
  StaffRoleChangeSchema,
} from "../../../core/schemas/staff";
import { adminOf } from "../../plugins/auth";
import {
  acceptInvitation,
  INVITATION_ACCEPTED_MESSAGE,
  invitationDetails,
  inviteStaff,
  withdrawInvitation,
} from "../../staff/invitations";
import { listPendingInvitations } from "../../staff/invitations-repository";
import { changeStaffRole, deactivateStaff, reactivateStaff } from "../../staff/staff-changes";
import { listStaffMembers } from "../../staff/staff-members-repository";

const IdParamsSchema = z.object({ id: z.uuid("Unknown staff member") });

/**
 * Staff accounts (docs/product.md, section 5.2): the Staff tab's calls, for admins only like every route that does not
 * open itself to reviewers; and the invitation page's two public calls, which carry the link's
 * token in their body.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteUrl } = app.settings;
  app.get(
    "/admin/staff",
    {
      schema: {
        summary: "List the staff and the pending invitations",
        response: { 200: StaffListSchema },
      },
    },
    async () => ({
      members: await listStaffMembers(app.db),
      invitations: await listPendingInvitations(app.db, new Date()),
    }),
  );

  app.post(
    "/admin/staff/invitations",
    {
      schema: {
        summary: "Invite a colleague by e-mail",
        body: StaffInviteSchema,
        response: { 201: StaffInvitedSchema },
      },
    },
    async (request, reply) => {
      const invitation = await inviteStaff(
        { db: app.db, mailer: app.mailer, siteUrl },
        request.body,
        adminOf(request),
      );
      return reply.code(201).send(invitation);
    },
  );

  app.delete(
    "/admin/staff/invitations/:id",
    {
      schema: {
        summary: "Withdraw a pending invitation",
        params: z.object({ id: z.uuid("Unknown invitation") }),
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await withdrawInvitation(app.db, request.params.id, adminOf(request));
      return { message: "Invitation withdrawn" };
    },
  );

  app.patch(
    "/admin/staff/members/:id/role",
    {
      schema: {
        summary: "Change a staff member's role",
        params: IdParamsSchema,
        body: StaffRoleChangeSchema,
        response: { 200: StaffMemberSchema },
      },
    },
    async (request) =>
      changeStaffRole(app.db, request.params.id, request.body.role, adminOf(request)),
  );

  app.post(
    "/admin/staff/members/:id/deactivate",
    {
      schema: {
        summary: "Deactivate a staff member",
        params: IdParamsSchema,
        response: { 200: StaffMemberSchema },
      },
    },
    async (request) => deactivateStaff(app.db, request.params.id, adminOf(request)),
  );

  app.post(
    "/admin/staff/members/:id/reactivate",
    {
      schema: {
        summary: "Reactivate a staff member",
        params: IdParamsSchema,
        response: { 200: StaffMemberSchema },
      },
    },
    async (request) => reactivateStaff(app.db, request.params.id, adminOf(request)),
  );

  app.post(
    "/staff-invitations/details",
    {
      config: { public: true, rateLimit: app.rateLimits.publicWrite },
      schema: {
        summary: "Read an invitation from its link",
        body: InvitationTokenSchema,
        response: { 200: InvitationDetailsSchema },
      },
    },
    async (request) => invitationDetails(app.db, request.body.token),
  );

  app.post(
    "/staff-invitations/accept",
    {
      config: { public: true, rateLimit: app.rateLimits.publicWrite },
      schema: {
        summary: "Accept an invitation: name and password",
        body: InvitationAcceptSchema,
        response: { 201: InvitationAcceptedSchema },
      },
    },
    async (request, reply) => {
      const { username } = await acceptInvitation(app.db, request.body);
      return reply.code(201).send({ message: INVITATION_ACCEPTED_MESSAGE, username });
    },
  );
};
