import type {
  DealSharing,
  FirmShareHistory,
  ShareCandidate,
  ShareInputSchema,
} from "../../core/schemas/deal-sharing";
import type { z } from "../../core/schemas/zod";
import { thesisMatches } from "../../core/thesis-match";
import { recordAudit } from "../audit/audit-repository";
import type { Database } from "../db/client";
import { HttpError, notFound } from "../lib/http-error";
import { hashToken, newToken } from "../lib/tokens";
import type { Mailer } from "../mail/mailer";
import { lockApplication } from "../reviews/scorecards-repository";
import type { AdminIdentity } from "../staff/staff-repository";
import { allFirms, firmsByIds } from "./firms-repository";
import { applicationOf, latestMemo, lockMemo } from "./memos-repository";
import {
  accessOf,
  insertLinks,
  insertShare,
  lastViews,
  linkById,
  linksOfShares,
  reopenShare,
  revokeLinkRow,
  revokeShareRow,
  shareById,
  shareOf,
  sharesOfApplication,
  sharesOfFirm,
} from "./sharing-repository";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Where a person's link opens: the token in the fragment, never sent to a server or a log. */
export const DEAL_ROOM_PATH = "/deal-room";
export const dealLinkUrl = (siteUrl: string, token: string) =>
  `${siteUrl.replace(/\/$/, "")}${DEAL_ROOM_PATH}#token=${token}`;

async function requireApplication(db: Database, applicationId: string) {
  const application = await applicationOf(db, applicationId);
  if (!application) throw notFound("Application");
  return application;
}

/** Every firm, those whose thesis fits the startup first (more parts fitting, higher). */
export async function shareCandidates(
  db: Database,
  applicationId: string,
): Promise<ShareCandidate[]> {
  const application = await requireApplication(db, applicationId);
  const [firms, shares] = await Promise.all([allFirms(db), sharesOfApplication(db, applicationId)]);
  const live = new Set(
    shares.filter(({ share }) => !share.revokedAt).map(({ share }) => share.firmId),
  );
  return firms
    .map((firm) => ({
      firmId: firm.id,
      name: firm.name,
      matches: thesisMatches(firm, application),
      people: firm.people.length,
      neverSend: firm.neverSend,
      neverSendReason: firm.neverSendReason,
      shared: live.has(firm.id),
    }))
    .sort(
      (a, b) =>
        Number(a.neverSend) - Number(b.neverSend) ||
        b.matches.length - a.matches.length ||
        a.name.localeCompare(b.name),
    );
}

const dealMail = (startupName: string, firmName: string, url: string, days: number) => ({
  subject: `${startupName}: an analyst memo from Nakhla Ventures`,
  text: [
    `Nakhla Ventures has shared its analyst memo on ${startupName} with ${firmName}.`,
    "",
    "This link is yours alone. It asks you to confirm your e-mail address with a one-time code,",
    "and to accept the confidentiality terms once, before it opens the memo:",
    "",
    url,
    "",
    `It works for ${days} days. Please do not forward it: colleagues at ${firmName} can be sent their own.`,
  ].join("\n"),
});

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
  const mails: { to: string; subject: string; text: string }[] = [];
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
    const expiresAt = new Date(now.getTime() + input.expiresInDays * DAY_MS);
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
        }));
      if (existing) await reopenShare(tx, existing.id, memo.id, admin);
      const people = firm.people.map((person) => ({ person, token: newToken() }));
      await insertLinks(
        tx,
        people.map(({ person, token }) => ({
          shareId: share.id,
          personName: person.name,
          email: person.email,
          tokenHash: hashToken(token),
          createdAt: now,
          expiresAt,
        })),
      );
      for (const { person, token } of people) {
        const mail = dealMail(
          application.startupName,
          firm.name,
          dealLinkUrl(deps.siteUrl, token),
          input.expiresInDays,
        );
        mails.push({ to: person.email, ...mail });
      }
      links += people.length;
      shared++;
      await recordAudit(tx, {
        entityType: "application",
        entityId: applicationId,
        action: "Deal shared",
        detail: `Memo version ${memo.version} shared with ${firm.name} (${people.length} ${people.length === 1 ? "person" : "people"}), links for ${input.expiresInDays} days`,
        admin,
      });
    }
    return { firms: shared, links };
  });
  // Mails after the commit: a mail is never sent for a share that was rolled back.
  for (const mail of mails) await deps.mailer.send({ kind: "deal-link", ...mail });
  const skipped = firmIds.length - result.firms;
  const message =
    result.firms === 0
      ? "Every chosen firm already has the deal: nothing new was sent."
      : `Shared with ${result.firms} ${result.firms === 1 ? "firm" : "firms"}: ${result.links} ${result.links === 1 ? "link" : "links"} sent.${skipped > 0 ? ` ${skipped} already had it.` : ""}`;
  return { ...result, message };
}

/** Who the deal went to, each person's link and what they did, and the access trail. */
export async function sharingOf(db: Database, applicationId: string): Promise<DealSharing> {
  await requireApplication(db, applicationId);
  const shares = await sharesOfApplication(db, applicationId);
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
    shares: shares.map(({ share, firmName, memoVersion }) => ({
      _id: share.id,
      firmId: share.firmId,
      firmName,
      memoVersion,
      sharedByName: share.sharedByName,
      createdAt: share.createdAt.toISOString(),
      revokedAt: iso(share.revokedAt),
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

/** The deals shared with a firm (its record's history). */
export async function firmShareHistory(db: Database, firmId: string): Promise<FirmShareHistory> {
  const rows = await sharesOfFirm(db, firmId);
  return rows.map(({ share, startupName, memoVersion, links }) => ({
    applicationId: share.applicationId,
    startupName,
    memoVersion,
    sharedByName: share.sharedByName,
    createdAt: share.createdAt.toISOString(),
    revokedAt: share.revokedAt?.toISOString() ?? null,
    links,
  }));
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
