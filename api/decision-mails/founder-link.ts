import type { Language } from "../../core/languages";
import type { Database } from "../db/client";
import { issueFounderToken } from "../founder/founder-access";
import { founderPageUrl } from "../founder/founder-links";

/**
 * A fresh private link to the founder's page for a mail: tokens are kept hashed, so an earlier
 * link cannot be written again (docs/decisions/019-founder-access-tokens.md).
 */
export async function founderPageLink(
  { db, siteUrl }: { db: Database; siteUrl: string },
  applicationId: string,
  language: Language = "en",
): Promise<string> {
  return founderPageUrl(siteUrl, await issueFounderToken(db, applicationId), language);
}
