import {
  DEAL_NOTIFICATIONS_SHOWN,
  type DealEventKind,
  type DealNotifications,
} from "../../core/schemas/deal-notifications";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import { signInAddress } from "../lib/sign-in-address";
import {
  digestSettingOf,
  insertNotification,
  markReadRows,
  notificationsOf,
  setDigestRow,
  shareForNotice,
  unreadCountOf,
} from "./notifications-repository";

// What the admin who shared a deal is told (docs/decisions/065-deal-notifications.md): at once in
// the console's bell, and, when they chose it, in a daily digest by mail (deal-digest.ts).

export type DealEvent = {
  kind: DealEventKind;
  applicationId: string;
  firmId: string;
  /** What happened, in a few words: the question's part and text, the new answer ("Soft circle, USD 250,000"). */
  detail?: string;
  /** For an answer: whether the firm had answered before (a change) or answers for the first time. */
  changed?: boolean;
};

const sentence = (
  kind: DealEventKind,
  firm: string,
  startup: string,
  detail: string,
  changed: boolean,
) => {
  const tail = detail ? `: ${detail}` : "";
  switch (kind) {
    case "first-view":
      return `${firm} opened the ${startup} deal for the first time`;
    case "question":
      return `${firm} asked a question on ${startup}${tail}`;
    case "answer":
      return changed
        ? `${firm} changed its answer on ${startup}${tail}`
        : `${firm} answered on ${startup}${tail}`;
    case "no-answer":
      return `${firm} gave no answer on ${startup} by the date${tail}`;
  }
};

/** Longer details are cut, so a bell line stays a line. */
const clip = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/**
 * Tells the admin who shared the deal with the firm what the firm did. Call it in the transaction
 * that records the event, so a rolled-back change tells nobody. Answers whether a notification was
 * added: not when the sharer's account is gone, nor for a firm's second "first view".
 */
export async function notifyDealEvent(
  db: Database,
  event: DealEvent,
  now = new Date(),
): Promise<boolean> {
  const share = await shareForNotice(db, event.applicationId, event.firmId);
  if (!share?.sharedById) return false;
  return insertNotification(db, {
    adminId: share.sharedById,
    applicationId: event.applicationId,
    firmId: event.firmId,
    kind: event.kind,
    text: sentence(
      event.kind,
      share.firmName,
      share.startupName,
      clip(event.detail ?? ""),
      event.changed ?? false,
    ),
    createdAt: now,
  });
}

/** The bell's list: the admin's newest notifications and how many are unread. */
export async function dealNotificationsOf(
  db: Database,
  adminId: string,
): Promise<DealNotifications> {
  const [rows, unread] = await Promise.all([
    notificationsOf(db, adminId, DEAL_NOTIFICATIONS_SHOWN),
    unreadCountOf(db, adminId),
  ]);
  return {
    unread,
    items: rows.map((row) => ({
      _id: row.id,
      kind: row.kind as DealEventKind,
      applicationId: row.applicationId,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    })),
  };
}

export async function markDealNotificationsRead(
  db: Database,
  adminId: string,
  ids: string[] | undefined,
  now = new Date(),
) {
  const marked = await markReadRows(db, adminId, ids ?? null, now);
  return { message: marked === 1 ? "1 notification read." : `${marked} notifications read.` };
}

export async function dealDigestState(db: Database, adminId: string) {
  const row = await digestSettingOf(db, adminId);
  return { on: row?.on ?? false, email: signInAddress(row?.username ?? "") };
}

export const DIGEST_NO_ADDRESS =
  "Your sign-in name is not an e-mail address, so the digest has nowhere to go. Ask an admin to invite you by e-mail.";

/** Turns the person's daily digest on or off; on needs an address to send it to. */
export async function setDealDigest(db: Database, adminId: string, on: boolean) {
  const state = await dealDigestState(db, adminId);
  if (on && !state.email) throw new HttpError(409, DIGEST_NO_ADDRESS);
  await setDigestRow(db, adminId, on);
  return { ...state, on };
}
