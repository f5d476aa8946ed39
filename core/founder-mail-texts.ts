// What the founder's mails say, in the language they applied in (docs/decisions/067-founder-language.md):
// the pipeline mails' built-in templates, the placeholders' fallbacks, the pitch's time, and the
// mails that are not templates (the payment facts, the founder's link, a cancelled pitch, the
// calendar invitation). The API picks its texts here by the application's language; the English
// ones are the texts the product has always sent. Arabic follows docs/arabic-glossary.md.

import { isolateLeftToRight, isolateName } from "./bidi";
import {
  DEFAULT_MAIL_TEMPLATES,
  type DecisionMailKind,
  formatPitchTime,
  type MailTemplateText,
  PLACEHOLDER_FALLBACKS,
  type Placeholder,
  type PlaceholderValues,
  renderMailTemplate,
} from "./decision-mails";
import { FIRM } from "./firm";
import { INTL_LOCALE, type Language } from "./languages";
import { formatRupees } from "./money";

// Unicode's directional isolates (UAX #9): a value of the other direction inside a sentence, so an
// address, an amount or a Latin name never reorders the Arabic around it. The HTML part turns them
// into elements (api/mail/mail-html.ts).
const LRI = "\u2066";
const FSI = "\u2068";
const PDI = "\u2069";
/** Left to right whatever it holds: addresses, amounts, references, links. */
export const ltr = (value: string) => `${LRI}${value}${PDI}`;
/** Its direction from its own first letter: a name, a time of ours. */
export const isolated = (value: string) => `${FSI}${value}${PDI}`;
/**
 * What a founder typed (their name, their startup's, a reason): isolated, and when it is Arabic
 * text, each left-to-right stretch in it (a phone number, an amount, "10–15") in its own order.
 */
export const typed = (value: string) => `${FSI}${isolateLeftToRight(value)}${PDI}`;

const ARABIC_MAIL_TEMPLATES: Record<DecisionMailKind, MailTemplateText> = {
  received: {
    subject: "تم تقديم الطلب: {startupName}",
    body: [
      "مرحبًا {founderName}،",
      "",
      `شكرًا لتقديمك طلبًا إلى ${FIRM.name} باسم {startupName}. يراجع محللونا طلبك الآن.`,
      "ستصلك قريبًا رسالة تطلب منك العرض التقديمي الاستثماري، مع تقويم لحجز موعد جلسة عرض مع أحد ممثلينا.",
      "",
      "تعرض صفحة طلبك المرحلة التي بلغها طلبك، وما أرسلته إلينا، وإيصالك، وعرضك التقديمي الاستثماري:",
      "{link}",
      "احتفظ بهذا الرابط لنفسك: يستطيع أي شخص لديه الرابط الاطلاع على طلبك.",
    ].join("\n"),
  },
  "deck-requested": {
    subject: "العرض التقديمي الاستثماري وموعد جلسة العرض لـ {startupName}",
    body: [
      "مرحبًا {founderName}،",
      "",
      "استعدادًا لعرضك الاستثماري، يُرجى أن ترسل إلينا العرض التقديمي الاستثماري (ملف PDF أو رابطًا إليه) وأن تحجز موعد جلسة عرض مع أحد ممثلينا.",
      "تجد الأمرين في صفحة طلبك: {link}",
      "",
      "يمكنك تغيير الموعد أو إلغاؤه حتى 24 ساعة قبل بدئه.",
    ].join("\n"),
  },
  "pitch-booked": {
    subject: "جلسة العرض لـ {startupName}: {pitchTime}",
    body: [
      "مرحبًا {founderName}،",
      "",
      "حُجزت جلسة العرض في {pitchTime} مع {representative}. الدعوة مرفقة لتضيفها إلى تقويمك.",
      "يمكنك تغيير الموعد أو إلغاؤه حتى 24 ساعة قبل بدئه، من صفحة طلبك: {link}",
    ].join("\n"),
  },
  "moved-to-discussion": {
    subject: "{startupName} قيد المناقشة",
    body: [
      "مرحبًا {founderName}،",
      "",
      "شكرًا على عرضك الاستثماري. يناقش فريق الاستثمار لدينا الآن {startupName}، وسنكتب إليك فور اتخاذ قرارنا.",
      "صفحة طلبك: {link}",
    ].join("\n"),
  },
  accepted: {
    subject: "{startupName}: القبول في المرحلة التالية",
    body: [
      "مرحبًا {founderName}،",
      "",
      "يسعدنا أن نبلغك بقبول {startupName} في المرحلة التالية. سيتواصل معك أحد ممثلينا قريبًا بشأن الخطوات التالية.",
      "صفحة طلبك: {link}",
    ].join("\n"),
  },
  declined: {
    subject: "طلبك بشأن {startupName}",
    body: [
      "مرحبًا {founderName}،",
      "",
      "نشكرك على الوقت الذي منحتنا إياه. بعد مراجعة متأنية، لن نمضي قدمًا مع {startupName} في هذه المرحلة.",
      "ليس هذا حكمًا عليك بصفتك مؤسسًا؛ فكثير من الشركات التي ندعمها تقدّمت بطلبها أكثر من مرة. يسعدنا أن تتقدّم بطلب جديد حين تحقق شركتك الناشئة تقدّمًا.",
      "صفحة طلبك: {link}",
    ].join("\n"),
  },
};

const PITCH_ZONES = [
  { zone: "Asia/Kolkata", label: "بتوقيت الهند" },
  { zone: "Asia/Dubai", label: "بتوقيت الإمارات" },
] as const;

/** "الثلاثاء، 1 ديسمبر 2026، 15:30 بتوقيت الهند (14:00 بتوقيت الإمارات)". */
function arabicPitchTime(instant: Date): string {
  const time = (zone: string) =>
    new Intl.DateTimeFormat(INTL_LOCALE.ar, {
      timeZone: zone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(instant);
  const [india, uae] = PITCH_ZONES;
  const day = new Intl.DateTimeFormat(INTL_LOCALE.ar, {
    timeZone: india.zone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(instant);
  return `${day}، ${time(india.zone)} ${india.label} (${time(uae.zone)} ${uae.label})`;
}

/** A day as the founder's mails write it: "2026-05-25" in English, "25 مايو 2026" in Arabic. */
const arabicDay = (instant: Date) =>
  new Intl.DateTimeFormat(INTL_LOCALE.ar, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(instant);

type LinkedApplication = { startupName: string; createdAt: Date };
type Pitch = { founderName: string; startupName: string; representative: string };

export type FounderMailTexts = {
  /** The pipeline mails' built-in templates (staff may replace them in the console, per language). */
  templates: Record<DecisionMailKind, MailTemplateText>;
  fallbacks: Record<Placeholder, string>;
  /** How a value goes into a sentence: as it is in English, isolated in Arabic. */
  value: (value: string, name: Placeholder) => string;
  pitchTime: (instant: Date) => string;
  greeting: (name: string) => string;
  signature: string[];
  /** Under the confirmation: what was paid and the application's reference. */
  paymentFacts: (facts: {
    finalPrice: number | null;
    paymentId: string | null;
    id: string;
  }) => string[];
  founderLink: {
    subject: string;
    intro: (count: number) => string;
    applied: (application: LinkedApplication) => string;
    closing: string[];
  };
  pitchCancelled: {
    subject: (startupName: string) => string;
    byFounder: (time: string) => string;
    byFirm: (time: string) => string;
    reason: (reason: string) => string;
    bookAgain: (link: string | null) => string;
  };
  /** Over the reviewers' summary an admin approved, under a decision mail's text. */
  feedbackHeading: string;
  /** The calendar invitation's title and text. */
  invitation: { summary: (pitch: Pitch) => string; description: (pitch: Pitch) => string[] };
  /** The founder's application withdrawn and deleted at their request (051). */
  erased: {
    subject: string;
    done: (startupName: string) => string;
    receiptKept: (receiptNumber: string) => string;
    noReceipt: string;
    sharedWith: (firms: number) => string;
    notYou: string;
  };
  /** A firm that read the analyst memo asks to meet the founder, and the meeting staff set. */
  introduction: {
    asked: {
      subject: (deal: Deal) => string;
      lines: (deal: Deal, link: string) => string[];
    };
    meeting: {
      subject: (deal: Deal & { time: string }) => string;
      lines: (deal: Deal & { when: string; representative: string }) => string[];
    };
  };
};

type Deal = { firmName: string; startupName: string };

const ENGLISH: FounderMailTexts = {
  templates: DEFAULT_MAIL_TEMPLATES,
  fallbacks: PLACEHOLDER_FALLBACKS,
  value: (value) => value,
  pitchTime: formatPitchTime,
  greeting: (name) => `Dear ${name},`,
  signature: [FIRM.name, FIRM.email],
  paymentFacts: ({ finalPrice, paymentId, id }) => [
    finalPrice === null || finalPrice === 0
      ? "No fee was due for this application."
      : `Fee paid: ${formatRupees(finalPrice)}` +
        (paymentId ? ` (payment reference ${paymentId}).` : "."),
    `Application reference: ${id}`,
  ],
  founderLink: {
    subject: `Your application page at ${FIRM.name}`,
    intro: (count) =>
      count === 1
        ? "Here is a new private link to your application page, as you asked:"
        : "Here are new private links to your application pages, as you asked:",
    applied: ({ startupName, createdAt }) =>
      `${startupName} (applied ${createdAt.toISOString().slice(0, 10)}):`,
    closing: [
      "Keep it to yourself: anyone with the link can see your application. Your earlier links still work.",
      "If you did not ask for this, you can ignore this e-mail.",
    ],
  },
  pitchCancelled: {
    subject: (startupName) => `Your pitch for ${startupName} is cancelled`,
    byFounder: (time) =>
      `Your pitch on ${time} is cancelled, as you asked. You can book another slot from your application's page whenever you are ready.`,
    byFirm: (time) => `We are sorry: ${FIRM.name} has had to cancel your pitch on ${time}.`,
    reason: (reason) => `The reason: ${reason}`,
    bookAgain: (link) =>
      link
        ? `Please choose another time on your application's page: ${link}`
        : "Please choose another time on your application's page, from the link in our earlier e-mails.",
  },
  feedbackHeading: "What the reviewers said:",
  invitation: {
    summary: ({ startupName }) => `Pitch: ${startupName} with ${FIRM.name}`,
    description: ({ founderName, startupName, representative }) => [
      `${founderName} pitches ${startupName} to ${representative} of ${FIRM.name}.`,
      "The founder can move or cancel it until 24 hours before it starts.",
    ],
  },
  erased: {
    subject: `Your application to ${FIRM.name} has been withdrawn and deleted`,
    done: (startupName) =>
      `As you asked, your application for ${startupName} has been withdrawn, and we have deleted it: your answers, your pitch deck, our notes and scores, and your private link, which no longer opens anything.`,
    receiptKept: (number) =>
      `The law requires us to keep your receipt ${number} for tax: we keep only what it shows (your name, startup, e-mail address and the payment), and delete it when that duty ends.`,
    noReceipt: "No fee was paid, so nothing of it is kept.",
    sharedWith: (firms) =>
      `Our analyst memo on your startup had been shared with ${firms === 1 ? "1 affiliated firm" : `${firms} affiliated firms`}: it is deleted too, their links no longer open it, and we have asked them to delete any copy they kept.`,
    notYou: `If you did not ask for this, write to us at ${FIRM.email}.`,
  },
  introduction: {
    asked: {
      subject: ({ firmName, startupName }) =>
        `${isolateName(firmName)} asks for an introduction to ${isolateName(startupName)}`,
      lines: ({ firmName, startupName }, link) => [
        `${firmName}, one of the venture firms we shared our analyst memo on ${startupName} with, has asked for an introduction.`,
        "We will write to you to set a meeting with them. Your page shows how far the memo went:",
        "",
        link,
      ],
    },
    meeting: {
      subject: ({ firmName, startupName, time }) =>
        `Introduction: ${isolateName(startupName)} and ${isolateName(firmName)}, ${time}`,
      lines: ({ firmName, startupName, when, representative }) => [
        `${FIRM.name} has set the introduction between ${startupName} and ${firmName}: ${when}, with ${representative}.`,
        "The invitation is attached.",
      ],
    },
  },
};

const ARABIC: FounderMailTexts = {
  templates: ARABIC_MAIL_TEMPLATES,
  fallbacks: {
    founderName: "حضرة المؤسس",
    startupName: "شركتك الناشئة",
    link: "الرابط الوارد في رسالة التأكيد",
    pitchTime: "الموعد الذي حجزته",
    representative: "أحد ممثلينا",
  },
  // The pitch's time is ours; every other value is the founder's or a person's name.
  value: (value, name) => (name === "pitchTime" ? isolated(value) : typed(value)),
  pitchTime: arabicPitchTime,
  greeting: (name) => `مرحبًا ${typed(name)}،`,
  // On a line of its own an address needs no isolate (and a mail client's link finder reads it whole).
  signature: [FIRM.name, FIRM.email],
  paymentFacts: ({ finalPrice, paymentId, id }) => [
    finalPrice === null || finalPrice === 0
      ? "لم تكن على هذا الطلب رسوم مستحقة."
      : `رسوم الطلب المدفوعة: ${ltr(formatRupees(finalPrice))}` +
        (paymentId ? ` (مرجع الدفع ${ltr(paymentId)}).` : "."),
    `الرقم المرجعي للطلب: ${ltr(id)}`,
  ],
  founderLink: {
    subject: `صفحة طلبك لدى ${FIRM.name}`,
    intro: (count) =>
      count === 1
        ? "إليك رابطًا خاصًا جديدًا إلى صفحة طلبك، كما طلبت:"
        : "إليك روابط خاصة جديدة إلى صفحات طلباتك، كما طلبت:",
    applied: ({ startupName, createdAt }) =>
      `${typed(startupName)} (قُدّم الطلب في ${arabicDay(createdAt)}):`,
    closing: [
      "احتفظ بالرابط لنفسك: يستطيع أي شخص لديه الرابط الاطلاع على طلبك. ولا تزال روابطك السابقة صالحة.",
      "إن لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.",
    ],
  },
  pitchCancelled: {
    subject: (startupName) => `أُلغيت جلسة العرض لـ ${startupName}`,
    byFounder: (time) =>
      `أُلغيت جلسة العرض المحددة في ${time}، كما طلبت. يمكنك حجز موعد آخر من صفحة طلبك متى كنت مستعدًا.`,
    byFirm: (time) => `نعتذر إليك: اضطرت ${FIRM.name} إلى إلغاء جلسة العرض المحددة في ${time}.`,
    reason: (reason) => `السبب: ${typed(reason)}`,
    bookAgain: (link) =>
      link
        ? `يُرجى اختيار موعد آخر من صفحة طلبك: ${link}`
        : "يُرجى اختيار موعد آخر من صفحة طلبك، عبر الرابط الوارد في رسائلنا السابقة.",
  },
  feedbackHeading: "ما قاله المراجعون:",
  invitation: {
    // The same invitation goes to our representative: Arabic first, then English.
    summary: (pitch) =>
      `جلسة عرض: ${pitch.startupName} مع ${FIRM.name} / ${ENGLISH.invitation.summary(pitch)}`,
    description: (pitch) => [
      `يعرض ${pitch.founderName} مشروع ${pitch.startupName} على ${pitch.representative} من ${FIRM.name}.`,
      "يمكن للمؤسس تغيير الموعد أو إلغاؤه حتى 24 ساعة قبل بدئه.",
      "",
      ...ENGLISH.invitation.description(pitch),
    ],
  },
  erased: {
    subject: `سُحب طلبك لدى ${FIRM.name} وحُذف`,
    done: (startupName) =>
      `كما طلبت، سُحب طلبك لمشروع ${typed(startupName)}، وحذفناه: إجاباتك، وعرضك التقديمي، وملاحظاتنا ودرجاتنا، ورابطك الخاص الذي لم يعد يفتح شيئًا.`,
    receiptKept: (number) =>
      `يُلزمنا القانون بالاحتفاظ بإيصالك ${ltr(number)} لأغراض الضريبة: نحتفظ فقط بما يظهر فيه (اسمك، ومشروعك، وعنوان بريدك الإلكتروني، والدفعة)، ونحذفه عند انتهاء هذا الالتزام.`,
    noReceipt: "لم تُدفع أي رسوم، فلا نحتفظ بشيء منها.",
    sharedWith: (firms) =>
      `كانت مذكرة المحلل عن مشروعك قد شوركت مع ${firms === 1 ? "شركة منتسبة واحدة" : firms === 2 ? "شركتين منتسبتين" : `${firms} من الشركات المنتسبة`}: حُذفت هي أيضًا، ولم تعد روابطها تفتحها، وطلبنا منها حذف أي نسخة احتفظت بها.`,
    notYou: `إن لم تطلب ذلك، راسلنا على ${ltr(FIRM.email)}.`,
  },
  introduction: {
    asked: {
      subject: ({ firmName, startupName }) =>
        `${isolated(firmName)} تطلب التعارف مع ${isolated(startupName)}`,
      lines: ({ firmName, startupName }, link) => [
        `طلبت ${isolated(firmName)}، إحدى شركات رأس المال الجريء التي شاركناها تقرير المحلل عن ${isolated(startupName)}، التعارف معك.`,
        "سنكتب إليك لتحديد اجتماع معها. وتُظهر صفحتك إلى أين وصل التقرير:",
        "",
        link,
      ],
    },
    meeting: {
      subject: ({ firmName, startupName, time }) =>
        `تعارف: ${isolated(startupName)} و${isolated(firmName)}، ${time}`,
      lines: ({ firmName, startupName, when, representative }) => [
        `حدّدت ${FIRM.name} اجتماع التعارف بين ${isolated(startupName)} و${isolated(firmName)}: ${when}، مع ${isolated(representative)}.`,
        "الدعوة مرفقة بهذه الرسالة.",
      ],
    },
  },
};

/** Every text of the founder's mails, by the language they applied in. */
export const FOUNDER_MAIL_TEXTS: Record<Language, FounderMailTexts> = { en: ENGLISH, ar: ARABIC };

/**
 * A pipeline mail in the founder's language: the template (in that language, as staff left it), its
 * placeholders filled with the language's fallbacks, values isolated in Arabic.
 */
export function renderFounderMail(
  language: Language,
  template: MailTemplateText,
  values: PlaceholderValues,
  appendix: readonly string[] = [],
): { subject: string; text: string } {
  const texts = FOUNDER_MAIL_TEXTS[language];
  return renderMailTemplate(template, values, appendix, {
    fallbacks: texts.fallbacks,
    value: texts.value,
    signature: texts.signature,
  });
}
