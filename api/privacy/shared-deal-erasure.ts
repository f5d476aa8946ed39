import { and, eq, inArray, like, or, sql } from "drizzle-orm";
import { DEAL_MAIL_TEXTS } from "../../core/deal-mail-texts";
import { LANGUAGES, type Language } from "../../core/languages";
import type { Database } from "../db/client";
import { affiliatedFirms, dealLinks, dealMemos, dealShares } from "../db/schema/deals";
import { mailOutbox } from "../db/schema/mail";

// An erased application that was shared with affiliated firms (docs/decisions/064-deal-questions.md):
// the deal's rows go with the application by their foreign keys (memo versions, shares, links,
// codes, sessions, access records, questions, notifications); this takes out what names the deal
// elsewhere, and says who was sent a link, to be told that the deal is withdrawn.

export type DealRecipient = {
  email: string;
  personName: string;
  firmName: string;
  /** The language of their link's mails (docs/decisions/086-deal-room-language.md). */
  language: Language;
};

/** The mail that tells a firm's person the deal they were sent is withdrawn and gone. */
export const dealWithdrawnMail = (startupName: string, recipient: DealRecipient) => {
  const texts = DEAL_MAIL_TEXTS[recipient.language].withdrawn;
  const facts = { startupName, personName: recipient.personName, firmName: recipient.firmName };
  return {
    kind: "deal-withdrawn",
    to: recipient.email,
    subject: texts.subject(facts),
    text: texts.text(facts),
    language: recipient.language,
  };
};

/**
 * Inside the erasure's transaction, before the application's row goes: the people the deal was sent
 * to, and the mails that named the deal (each person's link, its new versions, the reminders,
 * the digest lines) removed.
 */
export async function forgetSharedDeal(
  tx: Database,
  applicationId: string,
  startupName: string,
): Promise<DealRecipient[]> {
  const links = await tx
    .select({
      email: dealLinks.email,
      personName: dealLinks.personName,
      firmName: affiliatedFirms.name,
      language: dealLinks.language,
    })
    .from(dealLinks)
    .innerJoin(dealShares, eq(dealShares.id, dealLinks.shareId))
    .innerJoin(affiliatedFirms, eq(affiliatedFirms.id, dealShares.firmId))
    .where(eq(dealShares.applicationId, applicationId));
  if (links.length > 0) {
    const recipients = links.map((link) => link.email);
    // The respond-by reminders name the deal at the start of their subject, as they were sent, in
    // either language (core/deal-mail-texts.ts).
    const leads = LANGUAGES.flatMap((language) =>
      [true, false].map((onTheDay) =>
        DEAL_MAIL_TEXTS[language].reminderLead(startupName, onTheDay),
      ),
    );
    await tx
      .delete(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, "deal-reminder"),
          or(...leads.map((lead) => sql`left(${mailOutbox.subject}, ${lead.length}) = ${lead}`)),
          inArray(mailOutbox.to, recipients),
        ),
      );
    await tx.delete(mailOutbox).where(
      and(
        eq(mailOutbox.kind, "deal-link"),
        inArray(
          mailOutbox.subject,
          LANGUAGES.map((language) => DEAL_MAIL_TEXTS[language].link.subject({ startupName })),
        ),
        inArray(mailOutbox.to, recipients),
      ),
    );
    // Each new version's mail names the deal and its version, in the link's language.
    const versions = await tx
      .select({ version: dealMemos.version })
      .from(dealMemos)
      .where(eq(dealMemos.applicationId, applicationId));
    const versionSubjects = LANGUAGES.flatMap((language) =>
      versions.map(({ version }) =>
        DEAL_MAIL_TEXTS[language].version.subject({ startupName, version }),
      ),
    );
    if (versionSubjects.length > 0) {
      await tx
        .delete(mailOutbox)
        .where(
          and(
            eq(mailOutbox.kind, "deal-version"),
            inArray(mailOutbox.subject, versionSubjects),
            inArray(mailOutbox.to, recipients),
          ),
        );
    }
  }
  // A digest names the deal by its console address, which no other deal's has.
  await tx
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, "deal-digest"),
        like(mailOutbox.text, `%/admin-dashboard/applications/${applicationId}%`),
      ),
    );
  // Everyone it was sent to, their link live or not: what they read may still be with them.
  const byAddress = new Map(links.map((link) => [link.email.toLowerCase(), link]));
  return [...byAddress.values()];
}
