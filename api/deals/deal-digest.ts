import { FIRM } from "../../core/firm";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import { advanceDigest, digestReaders, notificationsBetween } from "./notifications-repository";

// The daily digest of deal events (docs/decisions/065-deal-notifications.md): per admin who chose
// it in their account, what the bell told them over the last day, grouped by deal, through the
// outbox. A day with nothing sends nothing.

const DAY_MS = 24 * 3600_000;

const timeOf = (date: Date) => `${date.toISOString().slice(11, 16)} UTC`;

type Deps = { db: Database; mailer: Mailer; siteUrl: string };

/** The digest's text: each deal, its events in order, and where to see it in the console. */
export function digestText(
  name: string,
  from: Date,
  to: Date,
  events: { applicationId: string; startupName: string; text: string; at: Date }[],
  siteUrl: string,
) {
  const deals = new Map<string, { startupName: string; lines: string[] }>();
  for (const event of events) {
    const deal = deals.get(event.applicationId) ?? { startupName: event.startupName, lines: [] };
    deal.lines.push(`- ${timeOf(event.at)} ${event.text}`);
    deals.set(event.applicationId, deal);
  }
  const origin = siteUrl.replace(/\/$/, "");
  return [
    `Dear ${name},`,
    "",
    `What the firms did with the deals you shared, ${from.toISOString().slice(0, 16).replace("T", " ")} to ${to.toISOString().slice(0, 16).replace("T", " ")} UTC:`,
    ...[...deals].flatMap(([applicationId, deal]) => [
      "",
      deal.startupName,
      ...deal.lines,
      `Open it in the console: ${origin}/admin-dashboard/applications/${applicationId}`,
    ]),
    "",
    "You get this mail because you turned on the daily deal digest in your account. Turn it off there.",
    "",
    FIRM.name,
  ].join("\n");
}

/**
 * Sends each reader the events since their last digest (at most the last day), then moves their
 * digest on; a second run at the same time finds it moved and sends nothing.
 */
export async function sendDealDigests(deps: Deps, now: Date) {
  let sent = 0;
  for (const reader of await digestReaders(deps.db)) {
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const from = reader.through && reader.through > dayAgo ? reader.through : dayAgo;
    if (from >= now) continue;
    const rows = await notificationsBetween(deps.db, reader.id, from, now);
    if (!(await advanceDigest(deps.db, reader.id, reader.through, now))) continue;
    if (rows.length === 0) continue;
    const events = rows.map(({ notification, startupName }) => ({
      applicationId: notification.applicationId,
      startupName,
      text: notification.text,
      at: notification.createdAt,
    }));
    await deps.mailer.send({
      kind: "deal-digest",
      to: reader.username,
      subject: `Deal activity: ${rows.length} ${rows.length === 1 ? "event" : "events"} in the last day`,
      text: digestText(reader.name, from, now, events, deps.siteUrl),
    });
    sent++;
  }
  return { sent };
}
