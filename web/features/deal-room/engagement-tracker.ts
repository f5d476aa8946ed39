import {
  ENGAGEMENT_EVENTS_MAX,
  ENGAGEMENT_SECONDS_MAX,
  MEMO_SECTIONS,
  type MemoSection,
} from "../../../core/deal-answers";
import type { EngagementBatch } from "../../../core/schemas/deal-answer";

// The deal room's reading time (docs/decisions/062-deal-answers-and-engagement.md): how long each
// memo section and deck page was on screen while the tab was visible, sent to our own origin in
// batches with navigator.sendBeacon (it survives the tab closing). Nothing is sent for a hidden
// tab, and the server believes no more than the time that really passed.

export const ENGAGEMENT_URL = "/api/deal-room/engagement";
/** How often a batch goes while the page stays open. */
const FLUSH_MS = 15_000;

type Key = `memo-section ${string}` | `deck-page ${string}`;

const onScreen = new Set<Key>();
let deckPage: Key | null = null;
/** Whether the deck's part of the page is on screen: its page counts only then. */
let deckOnScreen = false;
const pending = new Map<Key, number>();
let markedAt = 0;
/** Whether the tab was visible at the last mark: the time since then counts only if it was. */
let wasVisible = false;

const visible = () => document.visibilityState === "visible";

/** Adds the time since the last mark to everything on screen, then marks now. */
function account() {
  const now = performance.now();
  const seconds = (now - markedAt) / 1000;
  const counts = wasVisible;
  markedAt = now;
  wasVisible = visible();
  if (!counts || seconds <= 0) return;
  const keys = deckPage && deckOnScreen ? [...onScreen, deckPage] : [...onScreen];
  for (const key of keys) pending.set(key, (pending.get(key) ?? 0) + seconds);
}

/** Sends what was counted since the last batch; beacons to our origin only. */
export function flushEngagement() {
  account();
  const events: EngagementBatch["events"] = [];
  for (const [key, seconds] of pending) {
    if (seconds < 0.5 || events.length >= ENGAGEMENT_EVENTS_MAX) continue;
    const [kind, ref] = key.split(" ") as ["memo-section" | "deck-page", string];
    const rounded = Math.min(ENGAGEMENT_SECONDS_MAX, Math.round(seconds * 10) / 10);
    events.push(
      kind === "memo-section"
        ? { kind, ref: ref as MemoSection, seconds: rounded }
        : { kind, ref, seconds: rounded },
    );
  }
  pending.clear();
  if (events.length === 0) return;
  const body = new Blob([JSON.stringify({ events })], { type: "application/json" });
  if (!navigator.sendBeacon?.(ENGAGEMENT_URL, body)) {
    void fetch(ENGAGEMENT_URL, {
      method: "POST",
      body,
      keepalive: true,
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
    }).catch(() => undefined);
  }
}

/**
 * The deck viewer calls this with the page it shows (null when it shows none): that page's time
 * counts while the deck is on screen and the tab visible, as a memo section's does.
 */
export function trackDeckPage(pageNumber: number | null) {
  account();
  deckPage =
    pageNumber !== null && Number.isInteger(pageNumber) && pageNumber > 0
      ? `deck-page ${pageNumber}`
      : null;
}

const isMemoSection = (value: string | undefined): value is MemoSection =>
  MEMO_SECTIONS.includes(value as MemoSection);

/**
 * Starts counting the memo's sections (elements with data-memo-section inside `root`) as they
 * enter and leave the screen; returns the function that stops and sends the rest.
 */
export function startEngagementTracking(root: ParentNode) {
  markedAt = performance.now();
  wasVisible = visible();
  const observer = new IntersectionObserver(
    (entries) => {
      account();
      for (const entry of entries) {
        if (entry.target === deck) {
          deckOnScreen = entry.isIntersecting;
          continue;
        }
        const section = (entry.target as HTMLElement).dataset.memoSection;
        if (!isMemoSection(section)) continue;
        const key: Key = `memo-section ${section}`;
        if (entry.isIntersecting) onScreen.add(key);
        else onScreen.delete(key);
      }
    },
    { threshold: 0.25 },
  );
  for (const element of root.querySelectorAll<HTMLElement>("[data-memo-section]")) {
    observer.observe(element);
  }
  // The deck viewer's part (web/features/deal-room/deck-viewer.tsx), when the deal has a deck.
  const deck = root.querySelector<HTMLElement>(".deal-deck");
  if (deck) observer.observe(deck);
  // Hidden: the time so far goes now (a phone may never come back); visible again: counting resumes.
  const onVisibility = () => (visible() ? account() : flushEngagement());
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("pagehide", flushEngagement);
  const timer = window.setInterval(flushEngagement, FLUSH_MS);
  return () => {
    flushEngagement();
    window.clearInterval(timer);
    document.removeEventListener("visibilitychange", onVisibility);
    window.removeEventListener("pagehide", flushEngagement);
    observer.disconnect();
    onScreen.clear();
    deckOnScreen = false;
  };
}
