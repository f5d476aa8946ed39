import { and, desc, eq, gt, inArray, isNull, lt, max, min, ne, sql } from "drizzle-orm";
import { FIRM } from "../../core/firm";
import type { Language } from "../../core/languages";
import type { DealContact } from "../../core/schemas/deal-sharing";
import type { Database } from "../db/client";
import {
  affiliatedFirms,
  dealAccessEvents,
  dealLinkCodes,
  dealLinks,
  dealMemos,
  dealShares,
  dealViewerSessions,
} from "../db/schema/deals";
import { adminUsers } from "../db/schema/staff";

export type ShareRow = typeof dealShares.$inferSelect;
export type LinkRow = typeof dealLinks.$inferSelect;

/** The application's shares (revoked ones too), firm name and memo version beside each. */
export const sharesOfApplication = (db: Database, applicationId: string) =>
  db
    .select({ share: dealShares, firmName: affiliatedFirms.name, memoVersion: dealMemos.version })
    .from(dealShares)
    .innerJoin(affiliatedFirms, eq(affiliatedFirms.id, dealShares.firmId))
    .innerJoin(dealMemos, eq(dealMemos.id, dealShares.memoId))
    .where(eq(dealShares.applicationId, applicationId))
    .orderBy(affiliatedFirms.name);

export const linksOfShares = (db: Database, shareIds: string[]) =>
  shareIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(dealLinks)
        .where(inArray(dealLinks.shareId, shareIds))
        .orderBy(dealLinks.personName);

/** When each link last opened the memo. */
export const lastViews = (db: Database, linkIds: string[]) =>
  linkIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ linkId: dealAccessEvents.linkId, at: max(dealAccessEvents.createdAt) })
        .from(dealAccessEvents)
        .where(
          and(inArray(dealAccessEvents.linkId, linkIds), eq(dealAccessEvents.event, "memo viewed")),
        )
        .groupBy(dealAccessEvents.linkId);

export async function shareOf(db: Database, applicationId: string, firmId: string) {
  const [row] = await db
    .select()
    .from(dealShares)
    .where(and(eq(dealShares.applicationId, applicationId), eq(dealShares.firmId, firmId)));
  return row;
}

export async function insertShare(db: Database, values: typeof dealShares.$inferInsert) {
  const [row] = await db.insert(dealShares).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function reopenShare(
  db: Database,
  id: string,
  memoId: string,
  by: { id: string; name: string },
  deckDownload: boolean,
  respondBy: Date,
) {
  await db
    .update(dealShares)
    .set({
      revokedAt: null,
      deckDownload,
      respondBy,
      memoId,
      sharedById: by.id,
      sharedByName: by.name,
      createdAt: new Date(),
    })
    .where(eq(dealShares.id, id));
}

/** The application's live shares on another (an earlier) version of the memo than this one. */
export const liveSharesBehind = (db: Database, applicationId: string, memoId: string) =>
  db
    .select({ share: dealShares, firmName: affiliatedFirms.name })
    .from(dealShares)
    .innerJoin(affiliatedFirms, eq(affiliatedFirms.id, dealShares.firmId))
    .where(
      and(
        eq(dealShares.applicationId, applicationId),
        isNull(dealShares.revokedAt),
        ne(dealShares.memoId, memoId),
      ),
    )
    .orderBy(affiliatedFirms.name);

export const moveShareToMemo = (db: Database, id: string, memoId: string) =>
  db.update(dealShares).set({ memoId }).where(eq(dealShares.id, id));

export const setShareDeckDownload = (db: Database, id: string, deckDownload: boolean) =>
  db.update(dealShares).set({ deckDownload }).where(eq(dealShares.id, id));

/** A share's links that still open it: not revoked, not expired. */
export const liveLinksOfShare = (db: Database, shareId: string, now: Date) =>
  db
    .select()
    .from(dealLinks)
    .where(
      and(
        eq(dealLinks.shareId, shareId),
        isNull(dealLinks.revokedAt),
        gt(dealLinks.expiresAt, now),
      ),
    )
    .orderBy(dealLinks.personName);

export const insertLinks = (db: Database, values: (typeof dealLinks.$inferInsert)[]) =>
  values.length === 0 ? Promise.resolve([]) : db.insert(dealLinks).values(values).returning();

export async function revokeShareRow(db: Database, id: string, now: Date) {
  const [row] = await db
    .update(dealShares)
    .set({ revokedAt: now })
    .where(and(eq(dealShares.id, id), isNull(dealShares.revokedAt)))
    .returning();
  await db
    .update(dealLinks)
    .set({ revokedAt: now })
    .where(and(eq(dealLinks.shareId, id), isNull(dealLinks.revokedAt)));
  return row;
}

export async function revokeLinkRow(db: Database, id: string, now: Date) {
  const [row] = await db
    .update(dealLinks)
    .set({ revokedAt: now })
    .where(and(eq(dealLinks.id, id), isNull(dealLinks.revokedAt)))
    .returning();
  return row;
}

/** The language a person's link sends its mails in, and its room opens in (088). */
export async function setLinkLanguage(db: Database, id: string, language: Language) {
  await db.update(dealLinks).set({ language }).where(eq(dealLinks.id, id));
}

export async function linkById(db: Database, id: string) {
  const [row] = await db.select().from(dealLinks).where(eq(dealLinks.id, id));
  return row;
}

export async function shareById(db: Database, id: string) {
  const [row] = await db.select().from(dealShares).where(eq(dealShares.id, id));
  return row;
}

/** A link with its share and firm, by the token's hash, whatever its state (the caller judges). */
export async function linkByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ link: dealLinks, share: dealShares, firm: affiliatedFirms })
    .from(dealLinks)
    .innerJoin(dealShares, eq(dealShares.id, dealLinks.shareId))
    .innerJoin(affiliatedFirms, eq(affiliatedFirms.id, dealShares.firmId))
    .where(eq(dealLinks.tokenHash, tokenHash));
  return row;
}

/** A live viewer session with its link, share and firm. */
export async function viewerSessionByHash(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      session: dealViewerSessions,
      link: dealLinks,
      share: dealShares,
      firm: affiliatedFirms,
    })
    .from(dealViewerSessions)
    .innerJoin(dealLinks, eq(dealLinks.id, dealViewerSessions.linkId))
    .innerJoin(dealShares, eq(dealShares.id, dealLinks.shareId))
    .innerJoin(affiliatedFirms, eq(affiliatedFirms.id, dealShares.firmId))
    .where(and(eq(dealViewerSessions.tokenHash, tokenHash), gt(dealViewerSessions.expiresAt, now)));
  return row;
}

export const insertViewerSession = (db: Database, values: typeof dealViewerSessions.$inferInsert) =>
  db.insert(dealViewerSessions).values(values);

export const insertCode = (db: Database, values: typeof dealLinkCodes.$inferInsert) =>
  db.insert(dealLinkCodes).values(values);

/** The newest code sent for this link and address, used or not. */
export async function latestCode(db: Database, linkId: string, email: string) {
  const [row] = await db
    .select()
    .from(dealLinkCodes)
    .where(and(eq(dealLinkCodes.linkId, linkId), eq(dealLinkCodes.email, email)))
    .orderBy(desc(dealLinkCodes.createdAt))
    .limit(1);
  return row;
}

/**
 * Takes one of the code's tries, in one conditional update: false when it is used, expired or out
 * of tries, so codes sent at once never get more tries between them than the code has.
 */
export async function takeCodeTry(db: Database, id: string, tries: number, now: Date) {
  const taken = await db
    .update(dealLinkCodes)
    .set({ attempts: sql`${dealLinkCodes.attempts} + 1` })
    .where(
      and(
        eq(dealLinkCodes.id, id),
        isNull(dealLinkCodes.usedAt),
        gt(dealLinkCodes.expiresAt, now),
        lt(dealLinkCodes.attempts, tries),
      ),
    )
    .returning({ id: dealLinkCodes.id });
  return taken.length === 1;
}

/** Marks the code used, once: false when another request used it first. */
export async function claimCode(db: Database, id: string, now: Date) {
  const used = await db
    .update(dealLinkCodes)
    .set({ usedAt: now })
    .where(and(eq(dealLinkCodes.id, id), isNull(dealLinkCodes.usedAt)))
    .returning({ id: dealLinkCodes.id });
  return used.length === 1;
}

export const acceptTermsRow = (
  db: Database,
  linkId: string,
  email: string,
  ip: string,
  now: Date,
) =>
  db
    .update(dealLinks)
    .set({ termsAcceptedAt: now, termsAcceptedBy: email, termsIp: ip })
    .where(and(eq(dealLinks.id, linkId), isNull(dealLinks.termsAcceptedAt)));

export const recordAccess = (db: Database, values: typeof dealAccessEvents.$inferInsert) =>
  db.insert(dealAccessEvents).values(values);

export const accessOf = (db: Database, applicationId: string, limit = 200) =>
  db
    .select({ event: dealAccessEvents, firmName: affiliatedFirms.name })
    .from(dealAccessEvents)
    .leftJoin(affiliatedFirms, eq(affiliatedFirms.id, dealAccessEvents.firmId))
    .where(eq(dealAccessEvents.applicationId, applicationId))
    .orderBy(desc(dealAccessEvents.createdAt))
    .limit(limit);

/**
 * Whom a firm's people write to about a deal: the admin who shared it, at their sign-in address
 * (staff invited by mail sign in with it), or the firm's own address when that is not one.
 */
export async function sharerContact(
  db: Database,
  sharedById: string | null,
  sharedByName: string,
): Promise<DealContact> {
  const [admin] = sharedById
    ? await db
        .select({ username: adminUsers.username, displayName: adminUsers.displayName })
        .from(adminUsers)
        .where(eq(adminUsers.id, sharedById))
    : [];
  const email =
    admin && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(admin.username) ? admin.username : FIRM.email;
  return { name: admin?.displayName || sharedByName || FIRM.name, email };
}

/** When the deal was first shared with a firm still holding it; null when none does. */
export async function firstSharedAt(db: Database, applicationId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(dealShares.createdAt) })
    .from(dealShares)
    .where(and(eq(dealShares.applicationId, applicationId), isNull(dealShares.revokedAt)));
  return row?.at ?? null;
}
