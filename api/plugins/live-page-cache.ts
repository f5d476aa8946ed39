import type { SiteContent } from "../../core/schemas/site-content";
import type { LivePageRenderer } from "./live-page-renderer";
import { renderedWebFile, type WebFile } from "./web-files";

/** A live page ready to send: its HTML and its data, compressed, with the HTML's script hashes. */
export type LivePage = { html: WebFile; data: WebFile };

type Snapshot = { pages: Map<string, LivePage>; version: number; expiresAt: number };

export type LivePageCacheOptions = {
  paths: readonly string[];
  render: LivePageRenderer;
  /** What the pages show at `now`, and when that next changes by itself (an event starting). */
  content: (now: Date) => Promise<{ content: SiteContent; changesAt: Date | undefined }>;
  /** Changes made through this instance (app.livePages.version): a newer one makes pages stale. */
  version: () => number;
  /** How long a render is kept at most: what another instance changed shows within it. */
  maxAgeMs: number;
  /** After a failed render the last good pages are served, and a new render tried after this. */
  retryAfterMs: number;
  onError: (error: unknown) => void;
  now?: () => number;
};

/**
 * The live pages (LIVE_PAGE_PATHS), rendered together from one reading of the database and kept
 * until a change made here, the next moment their content changes by itself, or `maxAgeMs`,
 * whichever comes first. Requests that find them stale wait for one shared render; if it fails,
 * the last good pages are served (docs/decisions/024-events-and-cohorts.md).
 */
export function livePageCache(options: LivePageCacheOptions) {
  const now = options.now ?? Date.now;
  let current: Snapshot | undefined;
  let pending: Promise<Snapshot> | undefined;

  async function renderAll(): Promise<Snapshot> {
    const at = now();
    const version = options.version();
    const { content, changesAt } = await options.content(new Date(at));
    const pages = new Map<string, LivePage>();
    for (const path of options.paths) {
      const page = await options.render(path, content);
      pages.set(path, {
        html: await renderedWebFile(page.html, ".html"),
        data: await renderedWebFile(page.data, ".data"),
      });
    }
    const expiresAt = Math.min(
      at + options.maxAgeMs,
      changesAt?.getTime() ?? Number.POSITIVE_INFINITY,
    );
    return { pages, version, expiresAt };
  }

  const isFresh = (snapshot: Snapshot) =>
    snapshot.version === options.version() && now() < snapshot.expiresAt;

  async function snapshot(): Promise<Snapshot> {
    if (current && isFresh(current)) return current;
    pending ??= renderAll().finally(() => {
      pending = undefined;
    });
    try {
      current = await pending;
    } catch (error) {
      if (!current) throw error;
      options.onError(error);
      current = { ...current, version: options.version(), expiresAt: now() + options.retryAfterMs };
    }
    return current;
  }

  return {
    /** The page of a live path, rendered now if what was kept is stale. */
    async page(path: string): Promise<LivePage | undefined> {
      return (await snapshot()).pages.get(path);
    },
  };
}
