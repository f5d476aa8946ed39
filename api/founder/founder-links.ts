import { eq, sql } from "drizzle-orm";
import { FIRM } from "../../core/firm";
import { FOUNDER_PAGE_PATH } from "../../core/founder-link";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import type { Mailer } from "../mail/mailer";
import { issueFounderToken } from "./founder-access";

/**
 * A private link to the founder's page. The token rides in the fragment, which browsers never send
 * to a server: it reaches no access log, proxy or Referer, only the page's script, which takes it
 * out of the address bar (docs/decisions/019-founder-access-tokens.md).
 */
export const founderPageUrl = (siteUrl: string, token: string) =>
  `${siteUrl.replace(/\/+$/, "")}${FOUNDER_PAGE_PATH}#token=${token}`;

/**
 * "E-mail me my link": every application made with this address (any case) gets a new link, all
 * in one mail to that address. An address that never applied gets nothing; the caller answers the
 * same either way.
 */
export async function sendFounderLinks(
  { db, mailer, siteUrl }: { db: Database; mailer: Mailer; siteUrl: string },
  email: string,
): Promise<void> {
  const address = email.trim().toLowerCase();
  const found = await db
    .select({
      id: applications.id,
      email: applications.email,
      fullName: applications.fullName,
      startupName: applications.startupName,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(eq(sql`lower(${applications.email})`, address))
    .orderBy(applications.createdAt);
  const first = found[0];
  if (!first) return;
  const links: string[] = [];
  for (const application of found) {
    const token = await issueFounderToken(db, application.id);
    links.push(
      `${application.startupName} (applied ${application.createdAt.toISOString().slice(0, 10)}):`,
      founderPageUrl(siteUrl, token),
      "",
    );
  }
  await mailer.send({
    kind: "founder-link",
    to: first.email,
    subject: `Your application page at ${FIRM.name}`,
    text: [
      `Dear ${first.fullName},`,
      "",
      found.length === 1
        ? "Here is a new private link to your application page, as you asked:"
        : "Here are new private links to your application pages, as you asked:",
      "",
      ...links,
      "Keep it to yourself: anyone with the link can see your application. Your earlier links still work.",
      "If you did not ask for this, you can ignore this e-mail.",
      "",
      FIRM.name,
      FIRM.email,
    ].join("\n"),
  });
}
