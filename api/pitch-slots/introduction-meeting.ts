import { formatPitchTime, formatPitchTimeForStaff } from "../../core/decision-mails";
import { FIRM } from "../../core/firm";
import { FOUNDER_MAIL_TEXTS } from "../../core/founder-mail-texts";
import { languageOf } from "../../core/languages";
import type { PitchSlotInput } from "../../core/schemas/pitch-slot";
import { findApplication } from "../applications/applications-repository";
import { recordAudit } from "../audit/audit-repository";
import type { Database } from "../db/client";
import { answersOf, introductionOf, saveIntroduction } from "../deals/answers-repository";
import { firmsByIds } from "../deals/firms-repository";
import { HttpError, notFound } from "../lib/http-error";
import { calendarInvitation } from "../mail/ics";
import type { Mailer } from "../mail/mailer";
import { changeMeeting, createMeeting } from "../meetings/meetings-repository";
import type { AdminIdentity } from "../staff/staff-repository";
import { findOverlappingSlot, lockRepresentativeSlots } from "./pitch-slots-repository";
import { SLOT_IN_PAST_MESSAGE } from "./publish-slot";

// The meeting staff set with a firm that asked for an introduction, on the pitch slots' machinery
// (docs/decisions/062-deal-answers-and-engagement.md): the same fields and rules as a slot (a
// time ahead, 15–90 minutes, a representative free of pitch slots then), a meeting in Assignments,
// and an iCalendar invitation through the outbox to the founder, the firm's person and ours.

export const NOT_ASKED_MESSAGE =
  "This firm has not asked for an introduction: its answer must be Request an introduction.";
export const representativeBusyMessage = (email: string) =>
  `${email} has a pitch slot at an overlapping time. Choose another time.`;

const MAIL_DOMAIN = FIRM.email.split("@")[1] ?? "localhost";

type Deps = { db: Database; mailer: Mailer };

/** Sets (or moves) the introduction meeting of a firm on a deal; everyone gets the invitation. */
export async function setIntroductionMeeting(
  deps: Deps,
  applicationId: string,
  firmId: string,
  input: PitchSlotInput,
  admin: AdminIdentity,
  now = new Date(),
) {
  const { db } = deps;
  const startsAt = new Date(input.startsAt);
  if (startsAt.getTime() <= now.getTime()) throw new HttpError(400, SLOT_IN_PAST_MESSAGE);
  const application = await findApplication(db, applicationId);
  if (!application) throw notFound("Application");
  const [firm] = await firmsByIds(db, [firmId]);
  if (!firm) throw notFound("Firm");
  const saved = await db.transaction(async (tx) => {
    const [answer] = await answersOf(tx, applicationId, firmId);
    if (answer?.kind !== "introduction") throw new HttpError(409, NOT_ASKED_MESSAGE);
    await lockRepresentativeSlots(tx, input.representativeEmail);
    if (await findOverlappingSlot(tx, input.representativeEmail, startsAt, input.durationMinutes)) {
      throw new HttpError(409, representativeBusyMessage(input.representativeEmail));
    }
    const existing = await introductionOf(tx, applicationId, firmId);
    const title = `Introduction: ${application.startupName} and ${firm.name}`;
    const participants = [input.representativeName, application.fullName, answer.answeredByName];
    const moved =
      existing?.meetingId &&
      (await changeMeeting(tx, existing.meetingId, { time: startsAt, participants }));
    const meetingId = moved
      ? moved._id
      : (await createMeeting(tx, { title, participants, time: startsAt.toISOString() }))._id;
    const row = await saveIntroduction(
      tx,
      {
        applicationId,
        firmId,
        meetingId,
        startsAt,
        durationMinutes: input.durationMinutes,
        representativeName: input.representativeName,
        representativeEmail: input.representativeEmail,
        firmPersonEmail: answer.answeredByEmail,
        sequence: existing ? existing.sequence + 1 : 0,
        setById: admin.id,
        setByName: admin.name,
      },
      existing?.id,
    );
    await recordAudit(tx, {
      entityType: "application",
      entityId: applicationId,
      action: existing ? "Introduction meeting moved" : "Introduction meeting set",
      detail: `${firm.name}: ${formatPitchTimeForStaff(startsAt)}, ${input.durationMinutes} minutes with ${input.representativeName}`,
      admin,
    });
    return { row, firmPerson: { name: answer.answeredByName, email: answer.answeredByEmail } };
  });
  const { row, firmPerson } = saved;
  const founder = { name: application.fullName, email: application.email };
  const calendar = calendarInvitation("REQUEST", {
    uid: `introduction-${row.id}@${MAIL_DOMAIN}`,
    sequence: row.sequence,
    stamp: now,
    start: row.startsAt,
    end: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000),
    summary: `Introduction: ${application.startupName} and ${firm.name}, with ${FIRM.name}`,
    description: `${FIRM.name} introduces ${application.fullName} of ${application.startupName} to ${firmPerson.name} of ${firm.name}.`,
    organizer: { name: row.representativeName, email: row.representativeEmail },
    attendees: [founder, firmPerson],
  });
  // The founder's copy in the language they applied in, the firm's person's in theirs as the firm
  // lists them (docs/decisions/086-deal-room-language.md); our representative reads English.
  const founderLanguage = languageOf(application.language);
  const listed = firm.people.find(
    (person) => person.email.toLowerCase() === firmPerson.email.toLowerCase(),
  );
  for (const person of [
    { ...founder, language: founderLanguage },
    { ...firmPerson, language: languageOf(listed?.language) },
    { name: row.representativeName, email: row.representativeEmail, language: "en" as const },
  ]) {
    const texts = FOUNDER_MAIL_TEXTS[person.language];
    const time = texts.pitchTime(row.startsAt);
    const deal = { firmName: firm.name, startupName: application.startupName };
    await deps.mailer.send({
      kind: "deal-introduction-meeting",
      to: person.email,
      ...(person.language === "ar" ? { language: person.language } : {}),
      subject: texts.introduction.meeting.subject({ ...deal, time }),
      text: [
        texts.greeting(person.name),
        "",
        ...texts.introduction.meeting.lines({
          ...deal,
          // As the founder's page says a meeting's length (web/locales/ar/founder.po).
          when:
            person.language === "ar"
              ? `${time}، ${row.durationMinutes} دقيقة`
              : `${time}, ${row.durationMinutes} minutes`,
          representative: row.representativeName,
        }),
      ].join("\n"),
      calendar,
    });
  }
  const when = `${formatPitchTime(row.startsAt)}, ${row.durationMinutes} minutes`;
  return { message: `Introduction meeting with ${firm.name} set: ${when}. Invitations sent.` };
}
