import { arabicDays } from "../../core/arabic-dates";
import { FIRM } from "../../core/firm";
import { ltr } from "../../core/founder-mail-texts";
import { type Language, pathInLanguage } from "../../core/languages";
import { APPLICATION_PATH } from "../../core/site-paths";
import type { MailMessage } from "../mail/mailer";

// The two mails of a saved application, in the language it was started in: the link to it on
// saving, and the one reminder. The link opens the form in that language, which reads the token
// from the fragment (never sent to a server, so in no log) and restores the answers.

/** Where a draft's link leads: the application form of its language. */
export const resumeLink = (siteUrl: string, token: string, language: Language) =>
  `${siteUrl.replace(/\/+$/, "")}${pathInLanguage(language, APPLICATION_PATH)}#resume=${token}`;

type DraftMail = { to: string; link: string; language: Language };

/** "Save and continue later": the link to the saved answers. */
export function draftSavedMail({ to, link, language }: DraftMail, keptDays: number): MailMessage {
  if (language === "ar") {
    return {
      kind: "application-draft",
      language,
      to,
      subject: `حُفظ طلبك لدى ${ltr(FIRM.name)}`,
      text: [
        "مرحبًا،",
        "",
        "حُفظ طلب التمويل الخاص بك. افتح هذا الرابط على أي جهاز لتكمل من حيث توقفت:",
        link,
        "",
        `الرابط لك وحدك: يستطيع أي شخص لديه الرابط قراءة إجاباتك. نحتفظ بالطلب المحفوظ مدة ${arabicDays(keptDays)} بعد آخر حفظ له.`,
        "",
        FIRM.name,
        FIRM.email,
      ].join("\n"),
    };
  }
  return {
    kind: "application-draft",
    to,
    subject: `Your ${FIRM.name} application, saved`,
    text: [
      "Hello,",
      "",
      "Your funding application is saved. Open this link on any device to continue where you left off:",
      link,
      "",
      `The link is yours alone: anyone with it can read your answers. We keep a saved application for ${keptDays} days after you last save it.`,
      "",
      FIRM.name,
      FIRM.email,
    ].join("\n"),
  };
}

/** The one reminder of a draft left unsent. */
export function draftReminderMail({ to, link, language }: DraftMail): MailMessage {
  if (language === "ar") {
    return {
      kind: "application-draft-reminder",
      language,
      to,
      subject: `طلبك لدى ${ltr(FIRM.name)} بانتظارك`,
      text: [
        "مرحبًا،",
        "",
        `قبل أيام حفظت طلب تمويل لدى ${ltr(FIRM.name)} دون أن ترسله. إجاباتك محفوظة، فأكمل من حيث توقفت:`,
        link,
        "",
        "هذا هو التذكير الوحيد الذي نرسله.",
        "",
        FIRM.name,
        FIRM.email,
      ].join("\n"),
    };
  }
  return {
    kind: "application-draft-reminder",
    to,
    subject: `Your ${FIRM.name} application is waiting for you`,
    text: [
      "Hello,",
      "",
      `A few days ago you saved a funding application with ${FIRM.name} without sending it. Your answers are kept; continue where you left off:`,
      link,
      "",
      "This is the only reminder we send.",
      "",
      FIRM.name,
      FIRM.email,
    ].join("\n"),
  };
}
