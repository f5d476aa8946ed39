import { STAFF_INVITATION_HOURS } from "../../core/constants";
import { FIRM } from "../../core/firm";
import type { MailMessage } from "../mail/mailer";
import type { StaffRole } from "./staff-repository";

/** The page where an invitee sets their password (web/routes/admin-invite.tsx). */
export const INVITATION_PATH = "/admin-invite";

/**
 * The invitation's link: the token rides in the fragment, which browsers never send, so no request
 * line (and no log) ever holds it; the page posts it in a body.
 */
export const invitationUrl = (siteUrl: string, token: string) =>
  `${siteUrl.replace(/\/+$/, "")}${INVITATION_PATH}#${token}`;

export function invitationMail(invitation: {
  email: string;
  role: StaffRole;
  inviter: string;
  url: string;
  expiresAt: Date;
}): MailMessage {
  const article = invitation.role === "admin" ? "an" : "a";
  return {
    kind: "staff-invitation",
    to: invitation.email,
    subject: `You are invited to the ${FIRM.name} console`,
    text: [
      "Hello,",
      "",
      `${invitation.inviter} has invited you to the ${FIRM.name} console as ${article} ${invitation.role}.`,
      `Choose your name and password here (the link works once, for ${STAFF_INVITATION_HOURS} hours, until ${invitation.expiresAt.toUTCString()}):`,
      invitation.url,
      "",
      `Your username is this e-mail address: ${invitation.email}`,
      "If you did not expect this invitation, you can ignore this mail.",
      "",
      `The team at ${FIRM.name}`,
    ].join("\n"),
  };
}
