import type { EbookEntry } from "../../core/ebooks/catalogue";
import type { FounderLeadInput, HandbookLeadInput } from "../../core/schemas/lead";
import { EBOOK_AUTHOR, EBOOK_CONTACT } from "../ebooks/document";
import type { MailMessage } from "../mail/mailer";

/** The ebook's address for a reader outside the site: SITE_URL plus the catalogue's path. */
export const ebookUrl = (siteUrl: string, ebook: EbookEntry) =>
  `${siteUrl.replace(/\/+$/, "")}${ebook.path}`;

const SIGNATURE = ["", "With best wishes,", `The team at ${EBOOK_AUTHOR}`, EBOOK_CONTACT];

/** The confirmation of a handbook lead, with the link and the section for the reader's role. */
export function handbookLeadMail(
  lead: HandbookLeadInput,
  ebook: EbookEntry,
  url: string,
): MailMessage {
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
): MailMessage {
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
