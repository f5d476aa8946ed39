import { eq, sql } from "drizzle-orm";
import { FOUNDER_PAGE_PATH } from "../../core/founder-link";
import { FOUNDER_MAIL_TEXTS } from "../../core/founder-mail-texts";
import { type Language, languageOf, pathInLanguage } from "../../core/languages";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { addressHashSql } from "../mail/address-hash";
import type { Mailer } from "../mail/mailer";
import { issueFounderToken } from "./founder-access";

/**
 * A private link to the founder's page. The token rides in the fragment, which browsers never send
 * to a server: it reaches no access log, proxy or Referer, only the page's script, which takes it
 * out of the address bar (docs/decisions/019-founder-access-tokens.md).
 */
export const founderPageUrl = (siteUrl: string, token: string, language: Language = "en") =>
  `${siteUrl.replace(/\/+$/, "")}${pathInLanguage(language, FOUNDER_PAGE_PATH)}#token=${token}`;

/**
 * "E-mail me my link": every application made with the address whose hash this is (api/mail/
 * address-hash.ts: trimmed, any case) gets a new link, all in one mail to that address. An address
 * that never applied gets nothing. Run by a background job the request queued, so the answer is
 * the same, and as quick, either way (api/jobs/founder-links.ts). Answers whether it mailed.
 */
export async function sendFounderLinks(
  { db, mailer, siteUrl }: { db: Database; mailer: Mailer; siteUrl: string },
  addressHash: string,
): Promise<boolean> {
  const found = await db
    .select({
      id: applications.id,
      email: applications.email,
      fullName: applications.fullName,
      startupName: applications.startupName,
      language: applications.language,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(eq(addressHashSql(sql`${applications.email}`), addressHash))
    .orderBy(applications.createdAt);
  const first = found[0];
  if (!first) return false;
  // One mail, in the language of the latest application; each link opens its own page's language.
  const language = languageOf(found.at(-1)?.language);
  const texts = FOUNDER_MAIL_TEXTS[language];
  const links: string[] = [];
  for (const application of found) {
    const token = await issueFounderToken(db, application.id);
    links.push(
      texts.founderLink.applied(application),
      founderPageUrl(siteUrl, token, languageOf(application.language)),
      "",
    );
  }
  await mailer.send({
    kind: "founder-link",
    to: first.email,
    language,
    subject: texts.founderLink.subject,
    text: [
      texts.greeting(first.fullName),
      "",
      texts.founderLink.intro(found.length),
      "",
      ...links,
      ...texts.founderLink.closing,
      "",
      ...texts.signature,
    ].join("\n"),
  });
  return true;
}
