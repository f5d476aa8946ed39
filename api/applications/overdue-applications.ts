import { businessDaysText } from "../../core/business-days";
import { FIRM } from "../../core/firm";
import {
  type OverdueApplications,
  type OverdueDigestState,
  overdueText,
} from "../../core/schemas/overdue-applications";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import { signInAddress } from "../lib/sign-in-address";
import type { Mailer } from "../mail/mailer";
import {
  mailedSince,
  overdueDigestReaders,
  overdueDigestSettingOf,
  overdueRows,
  setOverdueDigestRow,
} from "./overdue-repository";

// What the admins are told of the paid applications past the decision target (docs/product.md,
// 5.13): in the console's bell, and each morning by mail for those who turned it on.

/** The bell lists at most this many, longest waiting first; the list sorts all of them. */
export const OVERDUE_SHOWN = 50;

/** A mail lists at most this many; it says how many more there are. */
const OVERDUE_MAILED = 200;

/** The mails' kind in the outbox. */
export const OVERDUE_DIGEST_KIND = "overdue-digest";

/** A run finds a mail sent this recently and sends none again (the job runs once a day). */
const SENT_WITHIN_MS = 20 * 3600_000;

const itemsOf = (rows: Awaited<ReturnType<typeof overdueRows>>) =>
  rows.map((row) => ({
    _id: row.id,
    startupName: row.startupName,
    paidAt: row.paidAt.toISOString(),
    daysTotal: row.daysTotal,
    targetDays: row.targetDays,
    text: overdueText(row.startupName, row.daysTotal, row.targetDays),
  }));

/** The bell's overdue applications: the same for every admin. */
export async function overdueApplications(db: Database): Promise<OverdueApplications> {
  const rows = await overdueRows(db, OVERDUE_SHOWN);
  return { total: rows[0]?.total ?? 0, items: itemsOf(rows) };
}

export async function overdueDigestState(
  db: Database,
  adminId: string,
): Promise<OverdueDigestState> {
  const row = await overdueDigestSettingOf(db, adminId);
  return { on: row?.on ?? false, email: signInAddress(row?.username ?? "") };
}

export const OVERDUE_NO_ADDRESS =
  "Your sign-in name is not an e-mail address, so the overdue mail has nowhere to go. Ask an admin to invite you by e-mail.";

/** Turns the person's daily mail of overdue applications on or off; on needs an address. */
export async function setOverdueDigest(db: Database, adminId: string, on: boolean) {
  const state = await overdueDigestState(db, adminId);
  if (on && !state.email) throw new HttpError(409, OVERDUE_NO_ADDRESS);
  await setOverdueDigestRow(db, adminId, on);
  return { ...state, on };
}

/** The mail's text: each overdue application, its days, and where to open it in the console. */
export function overdueDigestText(
  name: string,
  items: OverdueApplications["items"],
  total: number,
  siteUrl: string,
) {
  const origin = siteUrl.replace(/\/$/, "");
  const more = total - items.length;
  return [
    `Dear ${name},`,
    "",
    `${total === 1 ? "1 paid application is" : `${total} paid applications are`} past the firm's decision target, longest waiting first:`,
    ...items.flatMap((item) => [
      "",
      `${item.startupName}: ${businessDaysText(item.daysTotal)} since payment (target ${item.targetDays})`,
      `Open it in the console: ${origin}/admin-dashboard/applications/${item._id}`,
    ]),
    ...(more > 0
      ? ["", `And ${more} more: sort the applications by waiting time to see them.`]
      : []),
    "",
    "You get this mail because you turned on the daily overdue mail in your account. Turn it off there.",
    "",
    FIRM.name,
  ].join("\n");
}

type Deps = { db: Database; mailer: Mailer; siteUrl: string };

/**
 * Mails each admin who chose it the applications overdue now, through the outbox; nothing when
 * none is overdue, nor to a person a mail already went to in the last hours (a retried run).
 */
export async function sendOverdueDigests(deps: Deps, now: Date) {
  const readers = await overdueDigestReaders(deps.db);
  if (readers.length === 0) return { sent: 0 };
  const rows = await overdueRows(deps.db, OVERDUE_MAILED);
  if (rows.length === 0) return { sent: 0 };
  const items = itemsOf(rows);
  const total = rows[0]?.total ?? items.length;
  const since = new Date(now.getTime() - SENT_WITHIN_MS);
  let sent = 0;
  for (const reader of readers) {
    const to = signInAddress(reader.username);
    if (!to || (await mailedSince(deps.db, OVERDUE_DIGEST_KIND, to, since))) continue;
    await deps.mailer.send({
      kind: OVERDUE_DIGEST_KIND,
      to,
      subject: `Overdue: ${total} ${total === 1 ? "application" : "applications"} past the decision target`,
      text: overdueDigestText(reader.name, items, total, deps.siteUrl),
    });
    sent++;
  }
  return { sent };
}
