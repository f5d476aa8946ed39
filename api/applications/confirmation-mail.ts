import { FIRM } from "../../core/firm";
import { formatRupees } from "../../core/money";
import type { Application } from "../../core/schemas/application";
import { founderPageUrl } from "../founder/founder-links";
import type { Mailer } from "../mail/mailer";

/**
 * The applicant's confirmation: what the thank-you page says, what they paid, and the private link
 * to their application page.
 */
export async function sendApplicationConfirmation(
  mailer: Mailer,
  application: Application,
  { siteUrl, founderToken }: { siteUrl: string; founderToken: string },
) {
  const paid =
    application.finalPrice === null || application.finalPrice === 0
      ? "No fee was due for this application."
      : `Fee paid: ${formatRupees(application.finalPrice)}` +
        (application.paymentId ? ` (payment reference ${application.paymentId}).` : ".");
  await mailer.send({
    kind: "application",
    to: application.email,
    subject: `Application Submited: ${application.startupName}`,
    text: [
      `Dear ${application.fullName},`,
      "",
      `Thank you for applying to ${FIRM.name} with ${application.startupName}.`,
      "Our analysts are reviewing your submission.",
      "You will soon receive an e-mail asking for your pitch deck, with a calendar to book a pitch slot with one of our representatives.",
      "",
      paid,
      `Application reference: ${application._id}`,
      "",
      "Your application page shows where your application stands, what you sent us, your receipt and your pitch deck:",
      founderPageUrl(siteUrl, founderToken),
      "Keep this link to yourself: anyone with it can see your application.",
      "",
      `${FIRM.name}`,
      FIRM.email,
    ].join("\n"),
  });
}
