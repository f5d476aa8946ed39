import { addBusinessDays, dayOf } from "../../core/business-days";
import { DEAL_MAIL_TEXTS } from "../../core/deal-mail-texts";
import { languageOf, pathInLanguage } from "../../core/languages";
import { DEAL_ROOM_PATH } from "../../core/site-paths";
import { loadBusinessCalendar } from "../calendar/holidays-repository";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import { answerLinkLines, issueAnswerLink } from "./answer-links";
import { claimReminder, linksAwaitingAnswer } from "./reminders-repository";

// The reminders of a firm's respond-by date (docs/product.md, section 5.10): to each person whose
// firm has not answered, whose link still works, 3 business days before the date and on the day.

/** Business days before the respond-by date that the first reminder goes. */
export const REMINDER_BUSINESS_DAYS_BEFORE = 3;

export type ReminderKind = "before" | "on-the-day";

/** Which reminder is due on `today` for a date whose last day is `lastDay`, if any. */
export function reminderDue(
  calendar: Parameters<typeof addBusinessDays>[0],
  lastDay: string,
  today: string,
): ReminderKind | null {
  if (today === lastDay) return "on-the-day";
  const first = addBusinessDays(calendar, lastDay, -REMINDER_BUSINESS_DAYS_BEFORE);
  return today >= first && today < lastDay ? "before" : null;
}

const reminderMail = (
  row: Awaited<ReturnType<typeof linksAwaitingAnswer>>[number],
  kind: ReminderKind,
  siteUrl: string,
  answerToken: string,
) => {
  // In the person's language, kept on their link (docs/decisions/086-deal-room-language.md).
  const language = languageOf(row.language);
  const texts = DEAL_MAIL_TEXTS[language].reminder;
  const facts = {
    startupName: row.startupName,
    firmName: row.firmName,
    personName: row.personName,
    respondBy: row.respondBy ?? new Date(),
    linkExpiresAt: row.linkExpiresAt,
    roomUrl: `${siteUrl}${pathInLanguage(language, DEAL_ROOM_PATH)}`,
    sharedByName: row.sharedByName,
    onTheDay: kind === "on-the-day",
    answerLines: answerLinkLines(siteUrl, answerToken, language),
  };
  return { subject: texts.subject(facts), text: texts.text(facts), language };
};

/** Sends the reminders due now, each at most once per person and kind; answers how many went. */
export async function sendDealReminders(
  { db, mailer, siteUrl }: { db: Database; mailer: Mailer; siteUrl: string },
  now: Date,
) {
  const calendar = await loadBusinessCalendar(db);
  const today = dayOf(calendar, now);
  let sent = 0;
  for (const row of await linksAwaitingAnswer(db, now)) {
    if (!row.respondBy) continue;
    const lastDay = dayOf(calendar, new Date(row.respondBy.getTime() - 1));
    const kind = reminderDue(calendar, lastDay, today);
    if (!kind || !(await claimReminder(db, row.linkId, kind, now))) continue;
    const answerToken = await issueAnswerLink(db, row.linkId, now);
    await mailer.send({
      kind: "deal-reminder",
      to: row.email,
      ...reminderMail(row, kind, siteUrl, answerToken),
    });
    sent++;
  }
  return { sent };
}
