// What the mails to a firm's people about a shared deal say, in the person's language
// (docs/decisions/086-deal-room-language.md): the share mail with its link, a new version of the
// memo, the one-time code, the codes paused, and the respond-by reminder. The API picks the texts
// by the deal link's language; the English ones are the texts the product has always sent. Arabic
// follows docs/arabic-glossary.md; the names staff typed (the firm, the startup) stay as written,
// isolated in the text part (docs/decisions/067-founder-language.md).

import { isolateName } from "./bidi";
import { DEAL_ANSWER_KINDS, DEAL_ANSWER_LABELS, type DealAnswerKind } from "./deal-answers";
import { dealDay, respondByDay } from "./deal-links";
import { FIRM } from "./firm";
import { isolated, ltr } from "./founder-mail-texts";
import { INTL_LOCALE, type Language } from "./languages";
import {
  DEAL_CODE_MINUTES,
  DEAL_CODES_PER_HOUR,
  DEAL_WRONG_CODES_PER_HOUR,
} from "./schemas/deal-sharing";

/** An instant to the minute in Arabic, in GMT as the English mail's `toUTCString()` gives it. */
const arabicInstantGmt = (instant: Date) =>
  `${new Intl.DateTimeFormat(INTL_LOCALE.ar, {
    dateStyle: "full",
    timeStyle: "short",
    hourCycle: "h23",
    timeZone: "UTC",
  }).format(instant)} بتوقيت غرينتش`;

const ARABIC_PLURALS = new Intl.PluralRules("ar");
type CountedNoun = { one: string; two: string; few: string; many: string; other: string };
/** A count and its noun as Arabic agrees them: يوم واحد، يومان، 3 أيام، 30 يومًا، 100 يوم. */
const counted = (count: number, noun: CountedNoun) => {
  switch (ARABIC_PLURALS.select(count)) {
    case "one":
      return noun.one;
    case "two":
      return noun.two;
    case "few":
      return `${count} ${noun.few}`;
    case "many":
      return `${count} ${noun.many}`;
    default:
      return `${count} ${noun.other}`;
  }
};
/** After «مدة» (genitive): مدة يوم واحد، مدة يومين، مدة 3 أيام، مدة 30 يومًا. */
const DAYS: CountedNoun = {
  one: "يوم واحد",
  two: "يومين",
  few: "أيام",
  many: "يومًا",
  other: "يوم",
};
const WRONG_CODES: CountedNoun = {
  one: "رمز خاطئ واحد",
  two: "رمزان خاطئان",
  few: "رموز خاطئة",
  many: "رمزًا خاطئًا",
  other: "رمز خاطئ",
};
const CODES: CountedNoun = {
  one: "رمز واحد",
  two: "رمزان",
  few: "رموز",
  many: "رمزًا",
  other: "رمز",
};
const MINUTES: CountedNoun = {
  one: "دقيقة واحدة",
  two: "دقيقتين",
  few: "دقائق",
  many: "دقيقة",
  other: "دقيقة",
};

export type DealLinkMail = {
  startupName: string;
  firmName: string;
  url: string;
  days: number;
  until: Date;
  respondBy: Date;
  answerLines: string[];
};
export type DealVersionMail = {
  startupName: string;
  firmName: string;
  version: number;
  changeNote: string;
  until: Date;
};
export type DealCodeMail = { firmName: string; code: string; lastOfTheHour: boolean };
export type DealCodeLockedMail = { firmName: string; email: string; until: Date };
export type DealReminderMail = {
  startupName: string;
  firmName: string;
  personName: string;
  respondBy: Date;
  linkExpiresAt: Date;
  roomUrl: string;
  sharedByName: string;
  onTheDay: boolean;
  answerLines: string[];
};

export type DealWithdrawnMail = { startupName: string; personName: string; firmName: string };

type Mail<Facts, SubjectFacts extends keyof Facts = keyof Facts> = {
  subject: (facts: Pick<Facts, SubjectFacts>) => string;
  text: (facts: Facts) => string;
};

export type DealMailTexts = {
  /** Its subject names the startup alone: an erased deal's mails are found by it. */
  link: Mail<DealLinkMail, "startupName">;
  /** Its subject names the startup and the version: an erased deal's mails are found by it. */
  version: Mail<DealVersionMail, "startupName" | "version">;
  code: Mail<DealCodeMail>;
  codeLocked: Mail<DealCodeLockedMail>;
  reminder: Mail<DealReminderMail, "startupName" | "respondBy" | "onTheDay">;
  /** The deal withdrawn: its founder's application erased (api/privacy/shared-deal-erasure.ts). */
  withdrawn: Mail<DealWithdrawnMail>;
  /**
   * What a reminder's subject says before the day: an erased deal's reminders are found by it
   * (api/privacy/shared-deal-erasure.ts).
   */
  reminderLead: (startupName: string, onTheDay: boolean) => string;
  /** The line before the answer links of the share mail and the reminder. */
  answersLead: string;
  /** Each answer link's label (docs/decisions/080-answers-from-the-mail.md). */
  answerLabels: Record<DealAnswerKind, string>;
};

export const DEAL_MAIL_TEXTS: Record<Language, DealMailTexts> = {
  en: {
    link: {
      subject: ({ startupName }) =>
        `${isolateName(startupName)}: an analyst memo from Nakhla Ventures`,
      text: ({ startupName, firmName, url, days, until, respondBy, answerLines }) =>
        [
          `Nakhla Ventures has shared its analyst memo on ${startupName} with ${firmName}.`,
          "",
          "This link is yours alone. It asks you to confirm your e-mail address with a one-time code,",
          "and to accept the confidentiality terms once, before it opens the memo:",
          "",
          url,
          "",
          `Please answer by ${respondByDay(respondBy)} (interested, pass, or a soft or hard circle), in the memo's page.`,
          `It works for ${days} days, until ${dealDay(until)}. Please do not forward it: colleagues at ${firmName} can be sent their own.`,
          "",
          ...answerLines,
        ].join("\n"),
    },
    version: {
      subject: ({ startupName, version }) =>
        `${isolateName(startupName)}: version ${version} of the analyst memo from Nakhla Ventures`,
      text: ({ startupName, firmName, version, changeNote, until }) =>
        [
          `Nakhla Ventures has a new version (${version}) of its analyst memo on ${startupName}, shared with ${firmName}.`,
          "",
          `What changed: ${changeNote || "see the memo"}`,
          "",
          "The link you were sent for this deal now opens this version. It works until",
          `${dealDay(until)}; open it from that mail as before.`,
        ].join("\n"),
    },
    code: {
      subject: ({ firmName, code }) =>
        `Your code for the ${isolateName(firmName)} deal room: ${code}`,
      text: ({ code, lastOfTheHour }) =>
        [
          `Your one-time code is ${code}. It works once, for ${DEAL_CODE_MINUTES} minutes.`,
          ...(lastOfTheHour
            ? [
                "",
                `This is the last code sent to this address for an hour: ${DEAL_CODES_PER_HOUR} have been asked for.`,
              ]
            : []),
          "",
          "If you did not ask for it, ignore this mail.",
        ].join("\n"),
    },
    codeLocked: {
      subject: ({ firmName }) => `Codes for the ${firmName} deal room are paused`,
      text: ({ firmName, email, until }) =>
        [
          `${DEAL_WRONG_CODES_PER_HOUR} wrong codes were entered for ${email} on a link to the ${firmName} deal room within an hour.`,
          `To keep the deal safe, codes for this address on this link are refused until ${until.toUTCString()}.`,
          "If it was not you, tell the person who sent you the link.",
        ].join("\n"),
    },
    reminder: {
      subject: ({ startupName, respondBy, onTheDay }) =>
        `${DEAL_MAIL_TEXTS.en.reminderLead(startupName, onTheDay)}${respondByDay(respondBy)}`,
      text: (mail) =>
        [
          `Dear ${mail.personName},`,
          "",
          `Nakhla Ventures shared its analyst memo on ${mail.startupName} with ${mail.firmName} and asks for an answer by ${respondByDay(mail.respondBy)}: interested, pass, or a soft or hard circle.`,
          "",
          `Open the memo with the link of your own from our first mail (it works until ${dealDay(mail.linkExpiresAt)}), then answer on its page:`,
          mail.roomUrl,
          "",
          `If you cannot find that mail, write to ${mail.sharedByName} at Nakhla Ventures for a new link. If ${mail.firmName} has answered already, please ignore this reminder.`,
          "",
          ...mail.answerLines,
        ].join("\n"),
    },
    withdrawn: {
      subject: ({ startupName, firmName }) =>
        `${isolateName(startupName)}: the deal shared with ${isolateName(firmName)} is withdrawn`,
      text: ({ startupName, personName, firmName }) =>
        [
          `Dear ${personName},`,
          "",
          `${startupName} has withdrawn its application to ${FIRM.name} and asked us to delete it. The analyst memo we shared with ${firmName} is deleted, and your link no longer opens it.`,
          "",
          "Under the confidentiality terms you accepted, please delete any copy or notes of the memo and the deck that you kept.",
          "",
          FIRM.name,
        ].join("\n"),
    },
    reminderLead: (startupName, onTheDay) =>
      onTheDay
        ? `${isolateName(startupName)}: your answer is asked by today, `
        : `${isolateName(startupName)}: your answer is asked by `,
    answersLead:
      "Or answer straight from this mail: each link shows the answer and asks you to confirm it.",
    answerLabels: DEAL_ANSWER_LABELS,
  },
  ar: {
    link: {
      subject: ({ startupName }) =>
        `مذكرة المحلل عن ${isolateName(startupName)} من Nakhla Ventures`,
      text: ({ startupName, firmName, url, days, until, respondBy, answerLines }) =>
        [
          `شاركت Nakhla Ventures مذكرة المحلل عن ${isolated(startupName)} مع شركة ${isolated(firmName)}.`,
          "",
          "هذا الرابط مخصّص لك وحدك. وسيطلب منك تأكيد عنوان بريدك الإلكتروني برمز صالح لمرة واحدة،",
          "وقبول شروط السرية مرة واحدة، قبل أن يفتح لك المذكرة:",
          "",
          url,
          "",
          `نرجو أن يصلنا ردّك في موعد أقصاه ${respondByDay(respondBy, "ar")} (الاهتمام، أو الاعتذار، أو تعهّد مبدئي أو مؤكد بالاستثمار)، من صفحة المذكرة.`,
          `يعمل الرابط مدة ${counted(days, DAYS)}، حتى ${dealDay(until, "ar")}. نرجو ألا تعيد توجيهه: يمكننا أن نرسل إلى زملائك في شركة ${isolated(firmName)} روابط خاصة بهم.`,
          "",
          ...answerLines,
        ].join("\n"),
    },
    version: {
      subject: ({ startupName, version }) =>
        `مذكرة المحلل عن ${isolateName(startupName)}: الإصدار ${version} من Nakhla Ventures`,
      text: ({ startupName, firmName, version, changeNote, until }) =>
        [
          `أعدّت Nakhla Ventures إصدارًا جديدًا (${version}) من مذكرة المحلل عن ${isolated(startupName)}، وشاركته مع شركة ${isolated(firmName)}.`,
          "",
          `ما الذي تغيّر: ${changeNote ? isolated(changeNote) : "راجع المذكرة"}`,
          "",
          "الرابط الذي أُرسل إليك لهذه الصفقة يفتح الآن هذا الإصدار. ويعمل حتى",
          `${dealDay(until, "ar")}؛ افتحه من تلك الرسالة كما في السابق.`,
        ].join("\n"),
    },
    code: {
      subject: ({ firmName, code }) =>
        `رمز دخولك إلى غرفة الصفقة لشركة ${isolateName(firmName)}: ${code}`,
      text: ({ code, lastOfTheHour }) =>
        [
          `رمزك الصالح لمرة واحدة هو ${ltr(code)}. يُستخدم مرة واحدة فقط، خلال ${counted(DEAL_CODE_MINUTES, MINUTES)}.`,
          ...(lastOfTheHour
            ? [
                "",
                `هذا آخر رمز يُرسل إلى هذا العنوان خلال ساعة: فقد طُلب ${counted(DEAL_CODES_PER_HOUR, CODES)}.`,
              ]
            : []),
          "",
          "إن لم تطلب هذا الرمز، فتجاهل هذه الرسالة.",
        ].join("\n"),
    },
    codeLocked: {
      subject: ({ firmName }) =>
        `أُوقفت مؤقتًا رموز الدخول إلى غرفة الصفقة لشركة ${isolateName(firmName)}`,
      text: ({ firmName, email, until }) =>
        [
          `أُدخل ${counted(DEAL_WRONG_CODES_PER_HOUR, WRONG_CODES)} للعنوان ${ltr(email)} على رابط إلى غرفة الصفقة لشركة ${isolated(firmName)} خلال ساعة واحدة.`,
          `وحفاظًا على سرية الصفقة، تُرفض الرموز لهذا العنوان على هذا الرابط حتى ${arabicInstantGmt(until)}.`,
          "إن لم تكن أنت من أدخلها، فأبلغ الشخص الذي أرسل إليك الرابط.",
        ].join("\n"),
    },
    reminder: {
      subject: ({ startupName, respondBy, onTheDay }) =>
        `${DEAL_MAIL_TEXTS.ar.reminderLead(startupName, onTheDay)}${respondByDay(respondBy, "ar")}`,
      text: (mail) =>
        [
          `مرحبًا ${isolated(mail.personName)}،`,
          "",
          `شاركت Nakhla Ventures مذكرة المحلل عن ${isolated(mail.startupName)} مع شركة ${isolated(mail.firmName)}، وترجو أن يصلها ردّك في موعد أقصاه ${respondByDay(mail.respondBy, "ar")}: الاهتمام، أو الاعتذار، أو تعهّد مبدئي أو مؤكد بالاستثمار.`,
          "",
          `افتح المذكرة بالرابط الخاص بك الوارد في رسالتنا الأولى (يعمل حتى ${dealDay(mail.linkExpiresAt, "ar")})، ثم أرسل ردّك من صفحتها:`,
          mail.roomUrl,
          "",
          `إن لم تجد تلك الرسالة، فاكتب إلى ${isolated(mail.sharedByName)} في Nakhla Ventures لتحصل على رابط جديد. وإن كانت شركة ${isolated(mail.firmName)} قد ردّت بالفعل، فتجاهل هذا التذكير.`,
          "",
          ...mail.answerLines,
        ].join("\n"),
    },
    withdrawn: {
      subject: ({ startupName, firmName }) =>
        `سُحبت صفقة ${isolateName(startupName)} التي شاركناها مع شركة ${isolateName(firmName)}`,
      text: ({ startupName, personName, firmName }) =>
        [
          `مرحبًا ${isolated(personName)}،`,
          "",
          `سحبت ${isolated(startupName)} طلبها المقدَّم إلى ${FIRM.name} وطلبت منا حذفه. وقد حُذفت مذكرة المحلل التي شاركناها مع شركة ${isolated(firmName)}، ولم يعد رابطك يفتحها.`,
          "",
          "وبموجب شروط السرية التي قبلتها، نرجو أن تحذف أي نسخة أو ملاحظات احتفظت بها من المذكرة والعرض التقديمي الاستثماري.",
          "",
          FIRM.name,
        ].join("\n"),
    },
    reminderLead: (startupName, onTheDay) =>
      onTheDay
        ? `نرجو ردّك على صفقة ${isolateName(startupName)} اليوم، `
        : `نرجو ردّك على صفقة ${isolateName(startupName)} في موعد أقصاه `,
    answersLead: "أو أرسل ردّك من هذه الرسالة مباشرة: يعرض كل رابط الردّ ويطلب منك تأكيده.",
    answerLabels: {
      interested: "مهتمون",
      pass: "نعتذر عن المشاركة",
      "soft-circle": "تعهّد مبدئي بالاستثمار",
      "hard-circle": "تعهّد مؤكد بالاستثمار",
      introduction: "طلب التعرّف إلى المؤسسين",
    },
  },
};

/** The answer links' lines of a mail: the lead, then each answer's label and its link. */
export const answerLines = (
  language: Language,
  urlOf: (kind: DealAnswerKind) => string,
): string[] => {
  const texts = DEAL_MAIL_TEXTS[language];
  return [
    texts.answersLead,
    ...DEAL_ANSWER_KINDS.flatMap((kind) => [`${texts.answerLabels[kind]}:`, urlOf(kind)]),
  ];
};
