import { FIRM } from "../../core/firm";
import { CONFIRM_SUBSCRIPTION_PATH, CONFIRMATION_LIFETIME_DAYS } from "../../core/mailing-list";
import type { MailMessage } from "../mail/mailer";

/** A page of the site with its token, absolute on SITE_URL. */
export const siteLink = (siteUrl: string, path: string, token: string) =>
  `${siteUrl.replace(/\/+$/, "")}${path}?token=${encodeURIComponent(token)}`;

/** The double opt-in mail: one link, and what happens if it is not followed. */
export function confirmationMail(email: string, token: string, siteUrl: string): MailMessage {
  return {
    kind: "newsletter-confirmation",
    to: email,
    subject: `Confirm your subscription to ${FIRM.name}`,
    text: [
      "Hello,",
      "",
      `Someone, we hope you, asked for the ${FIRM.name} newsletter to be sent to this address. To confirm it, open this link:`,
      siteLink(siteUrl, CONFIRM_SUBSCRIPTION_PATH, token),
      "",
      `The link works for ${CONFIRMATION_LIFETIME_DAYS} days. If you did not ask for the newsletter, ignore this mail: the address will not be added, and we will not write to it again unless it is signed up again.`,
      "",
      `${FIRM.name}`,
      FIRM.email,
    ].join("\n"),
  };
}
