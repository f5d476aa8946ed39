import type { EbookEntry, EbookSlug } from "../../core/ebooks/catalogue";
import { FIRM } from "../../core/firm";
import { isolated, ltr } from "../../core/founder-mail-texts";
import type { Language } from "../../core/languages";
import type { HANDBOOK_ROLES } from "../../core/lead-choices";
import type { FounderLeadInput, HandbookLeadInput } from "../../core/schemas/lead";
import { EBOOK_AUTHOR, EBOOK_CONTACT } from "../ebooks/document";
import type { MailMessage } from "../mail/mailer";

/** The ebook's address for a reader outside the site: SITE_URL plus the catalogue's path. */
export const ebookUrl = (siteUrl: string, ebook: EbookEntry) =>
  `${siteUrl.replace(/\/+$/, "")}${ebook.path}`;

const SIGNATURE = ["", "With best wishes,", `The team at ${EBOOK_AUTHOR}`, EBOOK_CONTACT];

// The same mails for a reader who sent the form from an Arabic page (docs/arabic-glossary.md). The
// ebooks themselves are in English: the mail says so, and names their sections as written.
const ARABIC_SIGNATURE = ["", "مع أطيب التمنيات،", `فريق ${ltr(FIRM.name)}`, EBOOK_CONTACT];

/** The ebooks' titles as the Arabic pages give them (web/locales/ar/frame.po). */
const ARABIC_TITLES: Record<EbookSlug, string> = {
  "ai-handbook": "دليل الذكاء الاصطناعي",
  "before-you-build": "قبل أن تبني — اقرأ هذا أولًا",
};

/** The handbook's roles as the Arabic form names them (web/locales/ar/leads.po). */
const ARABIC_ROLES: Record<(typeof HANDBOOK_ROLES)[number], string> = {
  Entrepreneur: "رائد أعمال",
  Professional: "مهني",
  Freelancer: "مستقل",
};

/** The confirmation of a handbook lead, with the link and the section for the reader's role. */
export function handbookLeadMail(
  lead: HandbookLeadInput,
  ebook: EbookEntry,
  url: string,
  language: Language = "en",
): MailMessage {
  if (language === "ar") {
    return {
      kind: "handbook-lead",
      language,
      to: lead.email,
      subject: `كتابك الإلكتروني المجاني: ${ARABIC_TITLES[ebook.slug]}`,
      text: [
        `مرحبًا ${isolated(lead.name)}،`,
        "",
        `شكرًا لتنزيلك «${ARABIC_TITLES[ebook.slug]}». هذه نسختك (PDF، باللغة الإنجليزية):`,
        url,
        "",
        `بصفتك ${ARABIC_ROLES[lead.role]}، ابدأ بقسم ${ltr(`"For ${lead.role}s"`)}، ثم استفد من القسمين الآخرين: كثير من الأوامر يصلح لغير من كُتب له.`,
        "لكل أمر سطر يقول متى تستخدمه، والكلمات بين [قوسين معقوفين] تملؤها أنت.",
        ...ARABIC_SIGNATURE,
      ].join("\n"),
    };
  }
  return {
    kind: "handbook-lead",
    to: lead.email,
    subject: `Your free ebook: ${ebook.title}`,
    text: [
      `Dear ${lead.name},`,
      "",
      `Thank you for downloading the ${ebook.title}. Here is your copy (PDF):`,
      url,
      "",
      `As a ${lead.role.toLowerCase()}, start with the section "For ${lead.role}s", then borrow from the other two: many prompts travel well.`,
      "Every prompt has a line saying when to use it; the words in [square brackets] are yours to fill in.",
      ...SIGNATURE,
    ].join("\n"),
  };
}

/** The confirmation of a founder-ebook lead, with the link and the offer of a first call. */
export function founderLeadMail(
  lead: FounderLeadInput,
  ebook: EbookEntry,
  url: string,
  language: Language = "en",
): MailMessage {
  if (language === "ar") {
    return {
      kind: "founder-ebook-lead",
      language,
      to: lead.email,
      subject: `كتابك الإلكتروني المجاني: ${ARABIC_TITLES[ebook.slug]}`,
      text: [
        `مرحبًا ${isolated(lead.name)}،`,
        "",
        `شكرًا لاهتمامك ببناء ${isolated(lead.startup)} على أساس متين. هذه نسختك من «${ARABIC_TITLES[ebook.slug]}» (PDF، باللغة الإنجليزية):`,
        url,
        "",
        "تستغرق قراءته نحو ثلاثين دقيقة. أما قوائم التحقق في آخره فتستغرق وقتًا أطول، وهذا هو المقصود.",
        "جلسة الاستشارة الأولى مجانية: ردّ على هذه الرسالة بموعد يناسبك، وسيراجع أحد مستشارينا إجاباتك معك.",
        ...ARABIC_SIGNATURE,
      ].join("\n"),
    };
  }
  return {
    kind: "founder-ebook-lead",
    to: lead.email,
    subject: `Your free ebook: ${ebook.title}`,
    text: [
      `Dear ${lead.name},`,
      "",
      `Thank you for your interest in building ${lead.startup} on solid ground. Here is your copy of "${ebook.title}" (PDF):`,
      url,
      "",
      "It takes about thirty minutes to read. The checklists at the end take longer, and that is the point.",
      "The first consultation call is free: reply to this e-mail with a time that suits you and one of our consultants will go through your answers with you.",
      ...SIGNATURE,
    ].join("\n"),
  };
}
