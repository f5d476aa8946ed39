import { EBOOKS, type EbookEntry } from "../../core/ebooks/catalogue";
import { isFounderLead, type LeadInput } from "../../core/schemas/lead";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import { subscribe } from "../newsletter/subscriptions";
import { ebookUrl, founderLeadMail, handbookLeadMail } from "./lead-mail";
import { createConsultancyLead, createPitchLead } from "./leads-repository";

/**
 * One lead, two shapes (docs/product.md, section 3.5): the handbook lead is a pitch lead, the founder-ebook lead
 * a consultancy lead. The lead is stored first and its ebook mailed after; the mailer never throws,
 * so a mail problem cannot lose a lead (docs/decisions/008-ebooks-and-mail.md). The form's
 * optional tick is a newsletter sign-up like any other, confirmed from its own mail. POST
 * /api/leads and the lead pages' own actions both take a lead here.
 */
export async function captureLead(
  { db, mailer, siteUrl }: { db: Database; mailer: Mailer; siteUrl: string },
  { language = "en", newsletter, ...lead }: LeadInput,
) {
  const founder = isFounderLead(lead);
  const ebook: EbookEntry = EBOOKS[founder ? "before-you-build" : "ai-handbook"];
  const url = ebookUrl(siteUrl, ebook);
  const created = founder
    ? { kind: "consultancy" as const, ...(await createConsultancyLead(db, lead)) }
    : { kind: "pitch" as const, ...(await createPitchLead(db, lead)) };
  await mailer.send(
    founder
      ? founderLeadMail(lead, ebook, url, language)
      : handbookLeadMail(lead, ebook, url, language),
  );
  if (newsletter) {
    const source = founder ? "founder-ebook" : "handbook";
    await subscribe({ db, mailer, siteUrl }, { email: lead.email, source, language });
  }
  return { ...created, ebook: { slug: ebook.slug, title: ebook.title, url } };
}
