import { arabicDays } from "../../core/arabic-dates";
import { FIRM } from "../../core/firm";
import { ltr } from "../../core/founder-mail-texts";
import { type Language, pathInLanguage } from "../../core/languages";
import { CONFIRM_SUBSCRIPTION_PATH, CONFIRMATION_LIFETIME_DAYS } from "../../core/mailing-list";
import type { MailMessage } from "../mail/mailer";

/** A page of the site with its token, absolute on SITE_URL. */
export const siteLink = (siteUrl: string, path: string, token: string) =>
  `${siteUrl.replace(/\/+$/, "")}${path}?token=${encodeURIComponent(token)}`;

/**
 * The double opt-in mail, in the language of the page the address was given on: one link (to the
 * confirmation page in that language), and what happens if it is not followed.
 */
export function confirmationMail(
  email: string,
  token: string,
  siteUrl: string,
  language: Language = "en",
): MailMessage {
  const link = siteLink(siteUrl, pathInLanguage(language, CONFIRM_SUBSCRIPTION_PATH), token);
  if (language === "ar") {
    return {
      kind: "newsletter-confirmation",
      language,
      to: email,
      subject: `أكّد اشتراكك في النشرة البريدية لـ ${ltr(FIRM.name)}`,
      text: [
        "مرحبًا،",
        "",
        `طلب أحدهم، ونرجو أن تكون أنت، أن تصل النشرة البريدية لـ ${ltr(FIRM.name)} إلى هذا العنوان. لتأكيد ذلك، افتح هذا الرابط:`,
        // On a line of its own, as the founder's mails give theirs: a link finder reads it whole.
        link,
        "",
        `يعمل الرابط مدة ${arabicDays(CONFIRMATION_LIFETIME_DAYS)}. إن لم تطلب النشرة فتجاهل هذه الرسالة: لن يُضاف العنوان، ولن نراسله مرة أخرى ما لم يُسجَّل من جديد.`,
        "",
        FIRM.name,
        FIRM.email,
      ].join("\n"),
    };
  }
  return {
    kind: "newsletter-confirmation",
    to: email,
    subject: `Confirm your subscription to ${FIRM.name}`,
    text: [
      "Hello,",
      "",
      `Someone, we hope you, asked for the ${FIRM.name} newsletter to be sent to this address. To confirm it, open this link:`,
      link,
      "",
      `The link works for ${CONFIRMATION_LIFETIME_DAYS} days. If you did not ask for the newsletter, ignore this mail: the address will not be added, and we will not write to it again unless it is signed up again.`,
      "",
      `${FIRM.name}`,
      FIRM.email,
    ].join("\n"),
  };
}
