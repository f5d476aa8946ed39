// What the founder's appeal mails say (docs/decisions/084-appeals.md), in the language they
// applied in: the appeal received, with the date we answer by, and the appeal decided, with the
// admin's words. Greeting and signature as the founder's other mails (core/founder-mail-texts.ts).

import { isolateName } from "./bidi";
import { FIRM } from "./firm";
import { INTL_LOCALE, type Language } from "./languages";

/** A day as the founder reads it (India time, as on their page): "16 December 2026". */
const dayIn = (language: Language, instant: Date) =>
  new Intl.DateTimeFormat(INTL_LOCALE[language], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(instant);

export type AppealMailTexts = {
  received: { subject: (startupName: string) => string; lines: (dueAt: Date) => string[] };
  decided: {
    subject: (startupName: string) => string;
    upheld: string;
    overturned: string;
    page: (link: string | null) => string;
  };
};

export const APPEAL_MAIL_TEXTS: Record<Language, AppealMailTexts> = {
  en: {
    received: {
      subject: (startupName) => `We received your appeal for ${isolateName(startupName)}`,
      lines: (dueAt) => [
        `Thank you for your appeal. A member of ${FIRM.name}'s team who did not review your application reads it, and we will write to you with our answer by ${dayIn("en", dueAt)}.`,
        "Your application's page shows your appeal and, once we have decided, our answer.",
      ],
    },
    decided: {
      subject: (startupName) => `Our answer to your appeal for ${isolateName(startupName)}`,
      upheld: "We have reviewed your appeal, and our decision stands.",
      overturned:
        "We have reviewed your appeal, and we are taking your application up again: it is back under review, and we will write to you with our new decision.",
      page: (link) =>
        link
          ? `Your application's page: ${link}`
          : "Your application's page keeps this answer, from the link in our earlier e-mails.",
    },
  },
  ar: {
    received: {
      subject: (startupName) => `تلقّينا تظلّمك بشأن ${isolateName(startupName)}`,
      lines: (dueAt) => [
        `شكرًا لتظلّمك. يقرؤه أحد أعضاء فريق ${FIRM.name} ممن لم يراجعوا طلبك، وسنكتب إليك بردّنا في موعد أقصاه ${dayIn("ar", dueAt)}.`,
        "تعرض صفحة طلبك تظلّمك، وردّنا عليه بعد أن نقرّر.",
      ],
    },
    decided: {
      subject: (startupName) => `ردّنا على تظلّمك بشأن ${isolateName(startupName)}`,
      upheld: "راجعنا تظلّمك، وقرارنا باقٍ كما هو.",
      overturned:
        "راجعنا تظلّمك، وسننظر في طلبك من جديد: عاد طلبك قيد المراجعة، وسنكتب إليك بقرارنا الجديد.",
      page: (link) =>
        link
          ? `صفحة طلبك: ${link}`
          : "تحتفظ صفحة طلبك بهذا الرد، عبر الرابط الوارد في رسائلنا السابقة.",
    },
  },
};
