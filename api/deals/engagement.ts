import { ENGAGEMENT_SECONDS_MAX, MEMO_SECTIONS, type MemoSection } from "../../core/deal-answers";
import { TERMS_FIRST } from "../../core/deal-room-messages";
import type { Engagement, EngagementBatchSchema } from "../../core/schemas/deal-answer";
import type { z } from "../../core/schemas/zod";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import {
  addEngagement,
  type engagementOfLinks,
  lockViewerSession,
  touchViewerSession,
  type viewsOfLinks,
} from "./answers-repository";
import type { DealViewer } from "./deal-room";

// Time on screen in the deal room (docs/decisions/062-deal-answers-and-engagement.md). The page
// reports seconds per memo section and deck page; the server believes no more than the time that
// has really passed since the session's last report, so no client can inflate a reading.

/** The kind of the row holding the time anything was on screen; not one a client may send. */
export const TOTAL_KIND = "total";

/**
 * Adds a batch to the viewer's person. Each part's time is cut to the time since the session last
 * reported (or began), at most 300 seconds; the total grows by the longest part, since parts on
 * screen together share the same seconds.
 */
export async function recordEngagement(
  db: Database,
  viewer: DealViewer,
  batch: z.output<typeof EngagementBatchSchema>,
  now = new Date(),
) {
  if (!viewer.termsAccepted) throw new HttpError(403, TERMS_FIRST);
  await db.transaction(async (tx) => {
    const session = await lockViewerSession(tx, viewer.sessionId);
    if (!session) return;
    const since = (session.lastSeenAt ?? session.createdAt).getTime();
    const allowed = Math.max(0, Math.min(now.getTime() - since, ENGAGEMENT_SECONDS_MAX * 1000));
    const sums = new Map<string, { kind: string; ref: string; milliseconds: number }>();
    for (const event of batch.events) {
      const key = `${event.kind} ${event.ref}`;
      const row = sums.get(key) ?? { kind: event.kind, ref: event.ref, milliseconds: 0 };
      row.milliseconds += Math.round(event.seconds * 1000);
      sums.set(key, row);
    }
    const rows = [...sums.values()].map((row) => ({
      linkId: viewer.linkId,
      ...row,
      milliseconds: Math.min(row.milliseconds, allowed),
    }));
    const longest = Math.max(0, ...rows.map((row) => row.milliseconds));
    const counted = rows.filter((row) => row.milliseconds > 0);
    if (longest > 0) {
      counted.push({ linkId: viewer.linkId, kind: TOTAL_KIND, ref: "", milliseconds: longest });
    }
    await addEngagement(tx, counted, now);
    await touchViewerSession(tx, viewer.sessionId, now);
  });
}

type EngagementRow = Awaited<ReturnType<typeof engagementOfLinks>>[number];
type ViewRow = Awaited<ReturnType<typeof viewsOfLinks>>[number];

const seconds = (milliseconds: number) => Math.round(milliseconds / 1000);

/** One person's, or a whole firm's, engagement from its rows (summed over the links given). */
export function engagementOf(rows: EngagementRow[], views: ViewRow[]): Engagement {
  const sum = (kind: string, ref: string) =>
    rows
      .filter((row) => row.kind === kind && row.ref === ref)
      .reduce((total, row) => total + row.milliseconds, 0);
  const pages = [...new Set(rows.filter((row) => row.kind === "deck-page").map((row) => row.ref))]
    .map(Number)
    .sort((a, b) => a - b);
  const firsts = views.map((view) => view.first).filter((at): at is Date => at !== null);
  const lasts = views.map((view) => view.last).filter((at): at is Date => at !== null);
  const iso = (dates: Date[], pick: (a: number, b: number) => number) =>
    dates.length === 0
      ? null
      : new Date(dates.map((date) => date.getTime()).reduce(pick)).toISOString();
  return {
    firstViewAt: iso(firsts, Math.min),
    lastViewAt: iso(lasts, Math.max),
    views: views.reduce((total, view) => total + view.views, 0),
    seconds: seconds(sum(TOTAL_KIND, "")),
    sections: MEMO_SECTIONS.map((section: MemoSection) => ({
      section,
      seconds: seconds(sum("memo-section", section)),
    })).filter((part) => part.seconds > 0),
    deckPages: pages.map((page) => ({ page, seconds: seconds(sum("deck-page", String(page))) })),
    pagesReached: pages.at(-1) ?? 0,
  };
}
