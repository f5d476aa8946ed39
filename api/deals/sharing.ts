import { businessDeadline } from "../../core/business-days";
import { respondByDay } from "../../core/deal-links";
import {
  DEAL_MAIL_TEXTS,
  type DealLinkMail,
  type DealVersionMail,
} from "../../core/deal-mail-texts";
import { type Language, languageOf, pathInLanguage } from "../../core/languages";
import type {
  DealSharing,
  ShareCandidate,
  ShareInputSchema,
} from "../../core/schemas/deal-sharing";
import type { z } from "../../core/schemas/zod";
import { DEAL_ROOM_PATH } from "../../core/site-paths";
import { thesisMatches } from "../../core/thesis-match";
import { recordAudit } from "../audit/audit-repository";
import { loadBusinessCalendar } from "../calendar/holidays-repository";
import type { Database } from "../db/client";
import { HttpError, notFound } from "../lib/http-error";
import { hashToken, newToken } from "../lib/tokens";
import type { Mailer } from "../mail/mailer";
import { lockApplication } from "../reviews/scorecards-repository";
import type { AdminIdentity } from "../staff/staff-repository";
import { answerLinkLines, issueAnswerLink } from "./answer-links";
import { interestOnSimilarDeals } from "./firm-record";
import { allFirms, firmsByIds } from "./firms-repository";
import { applicationOf, latestMemo, lockMemo, type MemoRow } from "./memos-repository";
import {
  accessOf,
  insertLinks,
  insertShare,
  lastViews,
  linkById,
  linksOfShares,
  liveLinksOfShare,
  liveSharesBehind,
  moveShareToMemo,
  reopenShare,
  revokeLinkRow,
  revokeShareRow,
  setShareDeckDownload,
  shareById,
  shareOf,
  sharesOfApplication,
} from "./sharing-repository";

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Where a person's link opens, in their language (/ar/deal-room for Arabic:
 * docs/decisions/088-deal-room-in-arabic.md): the token in the fragment, never sent to a server or
 * a log.
 */
export const dealLinkUrl = (siteUrl: string, token: string, language: Language) =>
  `${siteUrl.replace(/\/$/, "")}${pathInLanguage(language, DEAL_ROOM_PATH)}#token=${token}`;

async function requireApplication(db: Database, applicationId: string) {
  const application = await applicationOf(db, applicationId);
  if (!application) throw notFound("Application");
  return application;
}

/**
 * Every firm: first those that answered Interested or better on more deals like this one, then
 * those whose thesis fits the startup in more parts (docs/product.md, "A firm's record").
 */
export async function shareCandidates(
  db: Database,
  applicationId: string,
): Promise<ShareCandidate[]> {
  const application = await requireApplication(db, applicationId);
  const [firms, shares, interest] = await Promise.all([
    allFirms(db),
    sharesOfApplication(db, applicationId),
    interestOnSimilarDeals(db, application),
  ]);
  const live = new Set(
    shares.filter(({ share }) => !share.revokedAt).map(({ share }) => share.firmId),
  );
  return firms
    .map((firm) => ({
      firmId: firm.id,
      name: firm.name,
      matches: thesisMatches(firm, application),
      interestedOnSimilar: interest.get(firm.id) ?? 0,
      people: firm.people.length,
      neverSend: firm.neverSend,
      neverSendReason: firm.neverSendReason,
      shared: live.has(firm.id),
    }))
    .sort(
      (a, b) =>
        Number(a.neverSend) - Number(b.neverSend) ||
        b.interestedOnSimilar - a.interestedOnSimilar ||
        b.matches.length - a.matches.length ||
        a.name.localeCompare(b.name),
    );
}

/** The share mail with a person's own link, in their language (core/deal-mail-texts.ts). */
const dealMail = (language: Language, facts: DealLinkMail) => {
  const texts = DEAL_MAIL_TEXTS[language].link;
  return { subject: texts.subject(facts), text: texts.text(facts), language };
};

/** What changed in a new version, to a person whose link now opens it, in their language. */
const newVersionMail = (language: Language, facts: DealVersionMail) => {
  const texts = DEAL_MAIL_TEXTS[language].version;
  return { subject: texts.subject(facts), text: texts.text(facts), language };
};

type Mail = { kind: string; to: string; subject: string; text: string; language: Language };

/**
 * Moves every live share of the application on an older version to this one (its people's links
 * then open it) and writes each live link's person a mail saying what changed
 * (docs/decisions/060-deal-room-deck.md). The mails are returned, to go after the commit.
 */
async function bringSharesUpTo(
  tx: Database,
  startupName: string,
  memo: MemoRow,
  admin: AdminIdentity,
  now: Date,
) {
  const mails: Mail[] = [];
  const behind = await liveSharesBehind(tx, memo.applicationId, memo.id);
  for (const { share, firmName } of behind) {
    await moveShareToMemo(tx, share.id, memo.id);
    const links = await liveLinksOfShare(tx, share.id, now);
    for (const link of links) {
      mails.push({
        kind: "deal-version",
        to: link.email,
        ...newVersionMail(languageOf(link.language), {
          startupName,
          firmName,
          version: memo.version,
          changeNote: memo.changeNote,
          until: link.expiresAt,
        }),
      });
    }
    await recordAudit(tx, {
      entityType: "application",
      entityId: memo.applicationId,
      action: "Deal updated",
      detail: `Memo version ${memo.version} sent to ${firmName} (${links.length} ${links.length === 1 ? "person" : "people"})`,
      admin,
    });
  }
  return { firms: behind.length, mails };
}

/**
 * Shares the application's memo with firms: its latest version is locked, each listed person at
 * each firm gets a link of their own by mail. A "never send" firm refuses the whole request (409),
 * however many firms it names, so nothing goes out by a bulk choice either.
 */
export async function shareDeal(
  deps: { db: Database; mailer: Mailer; siteUrl: string },
  applicationId: string,
  input: z.output<typeof ShareInputSchema>,
  admin: AdminIdentity,
  now = new Date(),
) {
  const { db } = deps;
  const application = await requireApplication(db, applicationId);
  const firmIds = [...new Set(input.firmIds)];
  const mails: Mail[] = [];
  const result = await db.transaction(async (tx) => {
    await lockApplication(tx, applicationId);
    const firms = await firmsByIds(tx, firmIds);
    if (firms.length !== firmIds.length) throw notFound("Firm");
    const never = firms.filter((firm) => firm.neverSend);
    if (never.length > 0) {
      throw new HttpError(
        409,
        `Nothing was shared: ${never.map((firm) => `${firm.name} is marked never send (${firm.neverSendReason})`).join("; ")}.`,
      );
    }
    const empty = firms.filter((firm) => firm.people.length === 0);
    if (empty.length > 0) {
      throw new HttpError(
        409,
        `Nothing was shared: nobody is listed at ${empty.map((firm) => firm.name).join(", ")}.`,
      );
    }
    const memo = await latestMemo(tx, applicationId);
    if (!memo) throw new HttpError(409, "Write the analyst memo before sharing the deal.");
    if (!memo.sharedAt) await lockMemo(tx, memo.id, now);
    // Firms that have an earlier version get this one, and are told what changed.
    const updated = await bringSharesUpTo(tx, application.startupName, memo, admin, now);
    mails.push(...updated.mails);
    const expiresAt = new Date(now.getTime() + input.expiresInDays * DAY_MS);
    const respondBy = businessDeadline(
      await loadBusinessCalendar(tx),
      now,
      input.respondInBusinessDays,
    );
    let links = 0;
    let shared = 0;
    for (const firm of firms) {
      const existing = await shareOf(tx, applicationId, firm.id);
      if (existing && !existing.revokedAt) continue;
      const share =
        existing ??
        (await insertShare(tx, {
          applicationId,
          firmId: firm.id,
          memoId: memo.id,
          sharedById: admin.id,
          sharedByName: admin.name,
          createdAt: now,
          deckDownload: input.deckDownload,
          respondBy,
        }));
      if (existing) {
        await reopenShare(tx, existing.id, memo.id, admin, input.deckDownload, respondBy);
      }
      const people = firm.people.map((person) => {
        const token = newToken();
        return { person, token, tokenHash: hashToken(token) };
      });
      const inserted = await insertLinks(
        tx,
        people.map(({ person, tokenHash }) => ({
          shareId: share.id,
          personName: person.name,
          email: person.email,
          // The person's language goes with their link: their deal mails are in it.
          language: languageOf(person.language),
          tokenHash,
          createdAt: now,
          expiresAt,
        })),
      );
      for (const { person, token, tokenHash } of people) {
        const link = inserted.find((row) => row.tokenHash === tokenHash);
        if (!link) throw new Error("A deal link was not kept");
        const answerToken = await issueAnswerLink(tx, link.id, now);
        const language = languageOf(link.language);
        const mail = dealMail(language, {
          startupName: application.startupName,
          firmName: firm.name,
          url: dealLinkUrl(deps.siteUrl, token, language),
          days: input.expiresInDays,
          until: expiresAt,
          respondBy,
          answerLines: answerLinkLines(deps.siteUrl, answerToken, language),
        });
        mails.push({ kind: "deal-link", to: person.email, ...mail });
      }
      links += people.length;
      shared++;
      await recordAudit(tx, {
        entityType: "application",
        entityId: applicationId,
        action: "Deal shared",
        detail: `Memo version ${memo.version} shared with ${firm.name} (${people.length} ${people.length === 1 ? "person" : "people"}), links for ${input.expiresInDays} days, an answer asked by ${respondByDay(respondBy)}`,
        admin,
      });
    }
    return { firms: shared, links, updated: updated.firms, version: memo.version };
  });
  // Mails after the commit: a mail is never sent for a share that was rolled back.
  for (const mail of mails) await deps.mailer.send(mail);
  const skipped = firmIds.length - result.firms;
  const updated =
    result.updated > 0
      ? ` Version ${result.version} sent to the ${result.updated} ${result.updated === 1 ? "firm" : "firms"} that had an earlier one.`
      : "";
  const message =
    result.firms === 0
      ? updated
        ? `Every chosen firm already has the deal: no new links were sent.${updated}`
        : "Every chosen firm already has the deal: nothing new was sent."
      : `Shared with ${result.firms} ${result.firms === 1 ? "firm" : "firms"}: ${result.links} ${result.links === 1 ? "link" : "links"} sent.${skipped > 0 ? ` ${skipped} already had it.` : ""}${updated}`;
  return { firms: result.firms, links: result.links, message };
}

/**
 * Shares the memo's latest version (locking it) with every firm that has an earlier one: their
 * links open it from then on, and each person is mailed what changed. 409 when none is behind.
 */
export async function shareLatestVersion(
  deps: { db: Database; mailer: Mailer },
  applicationId: string,
  admin: AdminIdentity,
  now = new Date(),
) {
  const application = await requireApplication(deps.db, applicationId);
  const result = await deps.db.transaction(async (tx) => {
    await lockApplication(tx, applicationId);
    const memo = await latestMemo(tx, applicationId);
    if (!memo) throw new HttpError(409, "Write the analyst memo before sharing the deal.");
    const behind = await liveSharesBehind(tx, applicationId, memo.id);
    if (behind.length === 0) {
      throw new HttpError(
        409,
        `No firm has an earlier version: every firm that has the deal reads version ${memo.version}.`,
      );
    }
    if (!memo.sharedAt) await lockMemo(tx, memo.id, now);
    return {
      version: memo.version,
      ...(await bringSharesUpTo(tx, application.startupName, memo, admin, now)),
    };
  });
  for (const mail of result.mails) await deps.mailer.send(mail);
  return {
    firms: result.firms,
    links: result.mails.length,
    message: `Version ${result.version} sent to ${result.firms} ${result.firms === 1 ? "firm" : "firms"}: ${result.mails.length} ${result.mails.length === 1 ? "person was" : "people were"} mailed what changed.`,
  };
}

/** Allows, or stops, the download of the stamped deck for one firm's share. */
export async function setDeckDownload(
  db: Database,
  shareId: string,
  allowed: boolean,
  admin: AdminIdentity,
) {
  const share = await shareById(db, shareId);
  if (!share) throw notFound("Share");
  await db.transaction(async (tx) => {
    await setShareDeckDownload(tx, shareId, allowed);
    await recordAudit(tx, {
      entityType: "application",
      entityId: share.applicationId,
      action: allowed ? "Deck download allowed" : "Deck download stopped",
      detail: "For every person of the firm's share",
      admin,
    });
  });
  return {
    message: allowed
      ? "The firm's people may download the deck, stamped with their address."
      : "The firm's people can no longer download the deck.",
  };
}

/** Who the deal went to, each person's link and what they did, and the access trail. */
export async function sharingOf(db: Database, applicationId: string): Promise<DealSharing> {
  await requireApplication(db, applicationId);
  const [shares, latest] = await Promise.all([
    sharesOfApplication(db, applicationId),
    latestMemo(db, applicationId),
  ]);
  const links = await linksOfShares(
    db,
    shares.map(({ share }) => share.id),
  );
  const views = new Map(
    (
      await lastViews(
        db,
        links.map((link) => link.id),
      )
    ).map((view) => [view.linkId, view.at]),
  );
  const access = await accessOf(db, applicationId);
  const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
  return {
    latestMemo: latest ? { version: latest.version, shared: latest.sharedAt !== null } : null,
    shares: shares.map(({ share, firmName, memoVersion }) => ({
      _id: share.id,
      firmId: share.firmId,
      firmName,
      memoVersion,
      sharedByName: share.sharedByName,
      createdAt: share.createdAt.toISOString(),
      revokedAt: iso(share.revokedAt),
      deckDownload: share.deckDownload,
      links: links
        .filter((link) => link.shareId === share.id)
        .map((link) => ({
          _id: link.id,
          personName: link.personName,
          email: link.email,
          createdAt: link.createdAt.toISOString(),
          expiresAt: link.expiresAt.toISOString(),
          revokedAt: iso(link.revokedAt),
          termsAcceptedAt: iso(link.termsAcceptedAt),
          termsAcceptedBy: link.termsAcceptedBy,
          termsIp: link.termsIp,
          lastViewedAt: iso(views.get(link.id)),
        })),
    })),
    access: access.map(({ event, firmName }) => ({
      firmName,
      email: event.email,
      event: event.event,
      ip: event.ip,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}

/** Revokes every link of a firm's share: its people's sessions end with them. */
export async function revokeShare(db: Database, shareId: string, admin: AdminIdentity) {
  const share = await shareById(db, shareId);
  if (!share) throw notFound("Share");
  await db.transaction(async (tx) => {
    const revoked = await revokeShareRow(tx, shareId, new Date());
    if (revoked) {
      await recordAudit(tx, {
        entityType: "application",
        entityId: share.applicationId,
        action: "Deal share revoked",
        detail: "Every link of the firm revoked",
        admin,
      });
    }
  });
  return { message: "The firm's links are revoked." };
}

/** Revokes one person's link. */
export async function revokeLink(db: Database, linkId: string, admin: AdminIdentity) {
  const link = await linkById(db, linkId);
  if (!link) throw notFound("Link");
  const share = await shareById(db, link.shareId);
  await db.transaction(async (tx) => {
    const revoked = await revokeLinkRow(tx, linkId, new Date());
    if (revoked && share) {
      await recordAudit(tx, {
        entityType: "application",
        entityId: share.applicationId,
        action: "Deal link revoked",
        detail: `${link.personName} (${link.email})`,
        admin,
      });
    }
  });
  return { message: `${link.personName}'s link is revoked.` };
}
