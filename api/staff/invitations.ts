import { STAFF_INVITATION_HOURS } from "../../core/constants";
import type { InvitationAcceptInput, StaffInviteInput } from "../../core/schemas/staff";
import { recordAudit } from "../audit/audit-repository";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import { hashPassword } from "../lib/passwords";
import { hashToken, newToken } from "../lib/tokens";
import type { Mailer } from "../mail/mailer";
import { invitationMail, invitationUrl } from "./invitation-mail";
import {
  createInvitation,
  findInvitationByTokenHash,
  type InvitationRow,
  lockInvitationByTokenHash,
  markInvitationAccepted,
  revokePendingInvitation,
  revokePendingInvitationsFor,
  toInvitation,
} from "./invitations-repository";
import { type AdminIdentity, createAdmin, findAdminByUsername } from "./staff-repository";

const alreadyHasAccount = (email: string) =>
  new HttpError(409, `${email} already has a staff account.`);

/**
 * An admin invites a colleague: a one-time link valid STAFF_INVITATION_HOURS, of which only the
 * hash is stored, mailed through the outbox. A new invitation to the same address replaces the
 * pending one.
 */
export async function inviteStaff(
  { db, mailer, siteUrl }: { db: Database; mailer: Mailer; siteUrl: string },
  input: StaffInviteInput,
  admin: AdminIdentity,
) {
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + STAFF_INVITATION_HOURS * 3_600_000);
  const invitation = await db.transaction(async (tx) => {
    if (await findAdminByUsername(tx, input.email)) throw alreadyHasAccount(input.email);
    await revokePendingInvitationsFor(tx, input.email, now);
    const created = await createInvitation(tx, {
      email: input.email,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: admin.id,
      expiresAt,
    });
    await recordAudit(tx, {
      entityType: "staff-invitation",
      entityId: created.id,
      action: "invited",
      detail: `${input.email} as ${input.role}`,
      admin,
    });
    return created;
  });
  const url = invitationUrl(siteUrl, token);
  await mailer.send(
    invitationMail({ email: input.email, role: input.role, inviter: admin.name, url, expiresAt }),
  );
  // Without SMTP the mail only waits in the outbox: the admin gets the link to hand over.
  return { ...toInvitation(invitation, admin.name), link: mailer.delivers ? null : url };
}

/** Why a link no longer opens anything, in words the invitee can act on; nothing if it still does. */
function refusal(invitation: InvitationRow | undefined, now: Date): HttpError | null {
  if (!invitation) {
    return new HttpError(
      404,
      "This invitation link is not valid. Ask an admin to invite you again.",
    );
  }
  if (invitation.acceptedAt) {
    return new HttpError(
      409,
      "This invitation has already been used. Sign in with your e-mail address and password.",
    );
  }
  if (invitation.revokedAt) {
    return new HttpError(410, "This invitation was withdrawn. Ask an admin to invite you again.");
  }
  if (invitation.expiresAt <= now) {
    return new HttpError(410, "This invitation has expired. Ask an admin to invite you again.");
  }
  return null;
}

/** What the invitation page shows: for whom, which role, until when. */
export async function invitationDetails(db: Database, token: string) {
  const invitation = await findInvitationByTokenHash(db, hashToken(token));
  const refused = refusal(invitation, new Date());
  if (refused || !invitation) throw refused;
  return {
    email: invitation.email,
    role: invitation.role as StaffInviteInput["role"],
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** What the invitee reads once their account is made. */
export const INVITATION_ACCEPTED_MESSAGE =
  "Your account is ready. Sign in with your e-mail address.";

/**
 * The invitee sets their name and password: the account is created (username = the invited
 * e-mail, with the invited role) and the link is spent, in one transaction that holds the
 * invitation's row, so a link opened twice at once makes one account.
 */
export async function acceptInvitation(db: Database, input: InvitationAcceptInput) {
  const tokenHash = hashToken(input.token);
  // A wrong or spent link is refused before the (deliberately slow) password hash is made.
  const pending = await findInvitationByTokenHash(db, tokenHash);
  const refusedEarly = refusal(pending, new Date());
  if (refusedEarly || !pending) throw refusedEarly;
  const { assertStrongPassword } = await import("../lib/password-strength");
  assertStrongPassword(input.password, [pending.email, input.name]);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const now = new Date();
    const invitation = await lockInvitationByTokenHash(tx, tokenHash);
    const refused = refusal(invitation, now);
    if (refused || !invitation) throw refused;
    if (await findAdminByUsername(tx, invitation.email)) throw alreadyHasAccount(invitation.email);
    const member = await createAdmin(tx, {
      username: invitation.email,
      displayName: input.name,
      passwordHash,
      role: invitation.role as StaffInviteInput["role"],
    });
    await markInvitationAccepted(tx, invitation.id, now);
    await recordAudit(tx, {
      entityType: "staff",
      entityId: member.id,
      action: "joined",
      detail: `accepted the invitation as ${invitation.role}`,
      admin: { id: member.id, name: member.displayName },
    });
    return { username: member.username };
  });
}

/** An admin withdraws a pending invitation: its link stops working. */
export async function withdrawInvitation(db: Database, id: string, admin: AdminIdentity) {
  await db.transaction(async (tx) => {
    const invitation = await revokePendingInvitation(tx, id, new Date());
    if (!invitation) throw new HttpError(404, "No pending invitation with this id.");
    await recordAudit(tx, {
      entityType: "staff-invitation",
      entityId: id,
      action: "withdrawn",
      detail: invitation.email,
      admin,
    });
  });
}
