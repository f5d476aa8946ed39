import { and, count, eq, gt, isNull, max } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { FOUNDER_TOKEN_HEADER } from "../../core/founder-link";
import { LINK_NOT_VALID } from "../../core/founder-messages";
import type { Database } from "../db/client";
import { founderAccessTokens } from "../db/schema/founder";
import { HttpError } from "../lib/http-error";
import { hashToken, newToken } from "../lib/tokens";
import { founderTokenOfCookies } from "./founder-cookie";

/**
 * Founders' private links (docs/decisions/019-founder-access-tokens.md): a random 256-bit token per
 * link, only its hash stored, valid FOUNDER_LINK_DAYS unless staff revoke the application's links.
 * Founders have no accounts: the token is the only thing that names their application.
 */
export const FOUNDER_LINK_DAYS = 365;

export { LINK_NOT_VALID };

/** A new private link for an application: the token to put in the link (never stored as such). */
export async function issueFounderToken(
  db: Database,
  applicationId: string,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db.insert(founderAccessTokens).values({
    applicationId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + FOUNDER_LINK_DAYS * 24 * 60 * 60 * 1000),
  });
  return token;
}

/** The application a live token opens (and marks it used), or null. */
export async function resolveFounderToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<string | null> {
  // A token is 43 characters; anything far longer is refused before it is hashed.
  if (!token || token.length > 200) return null;
  const [row] = await db
    .update(founderAccessTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(founderAccessTokens.tokenHash, hashToken(token)),
        isNull(founderAccessTokens.revokedAt),
        gt(founderAccessTokens.expiresAt, now),
      ),
    )
    .returning({ applicationId: founderAccessTokens.applicationId });
  return row?.applicationId ?? null;
}

/**
 * The application of a founder's request: the token in the FOUNDER_TOKEN_HEADER header (an API
 * client), else in the founder cookie (the browser: docs/decisions/036-founder-cookie.md). Routes
 * of the founder's page call this first; a missing or dead token is a 403 (401 stays the answer of
 * staff routes without a session), and the page then offers "E-mail me my link". Exported for
 * every founder route (the pitch slot's too).
 */
export async function founderApplicationId(db: Database, request: FastifyRequest): Promise<string> {
  const known = resolved.get(request);
  if (known) return known;
  const header = request.headers[FOUNDER_TOKEN_HEADER];
  const token =
    typeof header === "string" ? header.trim() : founderTokenOfCookies(request.headers.cookie);
  const applicationId = await resolveFounderToken(db, token);
  if (!applicationId) throw new HttpError(403, LINK_NOT_VALID);
  resolved.set(request, applicationId);
  return applicationId;
}

const resolved = new WeakMap<FastifyRequest, string>();

/**
 * A founder route's `onRequest` hook: the token is checked before the body is read or validated,
 * so a request without a live link is refused at once (a 20 MB upload included). The handler
 * then gets the application with founderApplicationId, without a second lookup.
 */
export const requireFounder = (db: Database) => async (request: FastifyRequest) => {
  await founderApplicationId(db, request);
};

/** Staff revoke every link of an application; the founder can ask for a new one by e-mail. */
export async function revokeFounderTokens(
  db: Database,
  applicationId: string,
  now = new Date(),
): Promise<number> {
  const revoked = await db
    .update(founderAccessTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(founderAccessTokens.applicationId, applicationId),
        isNull(founderAccessTokens.revokedAt),
      ),
    )
    .returning({ id: founderAccessTokens.id });
  return revoked.length;
}

/** For the console: how many links of an application still open it, and when one was last used. */
export async function founderAccessOf(db: Database, applicationId: string, now = new Date()) {
  const [live] = await db
    .select({ links: count(), lastUsedAt: max(founderAccessTokens.lastUsedAt) })
    .from(founderAccessTokens)
    .where(
      and(
        eq(founderAccessTokens.applicationId, applicationId),
        isNull(founderAccessTokens.revokedAt),
        gt(founderAccessTokens.expiresAt, now),
      ),
    );
  return { liveLinks: live?.links ?? 0, lastUsedAt: live?.lastUsedAt ?? null };
}
