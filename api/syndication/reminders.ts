import { isolateName } from "../../core/bidi";
import { addBusinessDays, dayOf } from "../../core/business-days";
import { dealDay, respondByDay } from "../../core/schemas/deal-sharing";
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
  const by = respondByDay(row.respondBy ?? new Date());
  return {
    subject:
      kind === "on-the-day"
        ? `${isolateName(row.startupName)}: your answer is asked by today, ${by}`
        : `${isolateName(row.startupName)}: your answer is asked by ${by}`,
    text: [
      `Dear ${row.personName},`,
      "",
      `Nakhla Ventures shared its analyst memo on ${row.startupName} with ${row.firmName} and asks for an answer by ${by}: interested, pass, or a soft or hard circle.`,
      "",
      `Open the memo with the link of your own from our first mail (it works until ${dealDay(row.linkExpiresAt)}), then answer on its page:`,
      `${siteUrl}${DEAL_ROOM_PATH}`,
      "",
      `If you cannot find that mail, write to ${row.sharedByName} at Nakhla Ventures for a new link. If ${row.firmName} has answered already, please ignore this reminder.`,
      "",
      ...answerLinkLines(siteUrl, answerToken),
    ].join("\n"),
  };
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
