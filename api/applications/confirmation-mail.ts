import { FIRM } from "../../core/firm";
import { formatRupees } from "../../core/money";
import type { Application } from "../../core/schemas/application";
import type { Mailer } from "../mail/mailer";

/** The applicant's confirmation: what the thank-you page says, plus what they paid. */
export async function sendApplicationConfirmation(mailer: Mailer, application: Application) {
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
      `${FIRM.name}`,
      FIRM.email,
    ].join("\n"),
  });
}
