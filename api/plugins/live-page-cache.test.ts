import { describe, expect, it } from "vitest";
import type { SiteContent } from "../../core/schemas/site-content";
import { livePageCache } from "./live-page-cache";

// When the live pages are rendered again (docs/decisions/024-events-and-cohorts.md): after a change
// made here, at the next moment their content changes by itself, after maxAgeMs; never twice at once.

const CONTENT: SiteContent = {
  events: { upcoming: [], past: [] },
  cohorts: { next: null, latest: null },
};
const PATHS = ["/", "/events"];

function setUp({ changesAt }: { changesAt?: number } = {}) {
  const clock = { now: 1_000_000 };
  const state = { version: 0, renders: 0, fail: false };
  const cache = livePageCache({
    paths: PATHS,
    render: async (path) => ({
      html: `<html><body>${path} render ${state.renders}<script>x=${state.renders}</script></body></html>`,
      data: `[${state.renders}]`,
    }),
    content: async () => {
      if (state.fail) throw new Error("database unreachable");
      state.renders++;
      return {
        content: CONTENT,
        changesAt: changesAt === undefined ? undefined : new Date(changesAt),
      };
    },
    version: () => state.version,
    maxAgeMs: 30_000,
    retryAfterMs: 5_000,
    onError: () => {},
    now: () => clock.now,
  });
  const html = async (path: string) => (await cache.page(path))?.html.body.toString();
  return { cache, clock, state, html };
}

describe("the live page cache", () => {
  it("renders every live page from one reading, and keeps them while nothing changes", async () => {
    const { clock, state, html } = setUp();
    expect(await html("/")).toContain("/ render 1");
    expect(await html("/events")).toContain("/events render 1");
    clock.now += 29_999;
    expect(await html("/events")).toContain("render 1");
    expect(state.renders).toBe(1);
  });

  it("renders again after a change made here, and after maxAgeMs for changes made elsewhere", async () => {
    const { clock, state, html } = setUp();
    await html("/");
    state.version++;
    expect(await html("/")).toContain("render 2");
    clock.now += 30_000;
    expect(await html("/")).toContain("render 3");
  });

  it("renders again the moment the content changes by itself (an event starts)", async () => {
    const { clock, state, html } = setUp({ changesAt: 1_000_000 + 5_000 });
    await html("/");
    clock.now += 4_999;
    await html("/");
    expect(state.renders).toBe(1);
    clock.now += 1;
    await html("/");
    expect(state.renders).toBe(2);
  });

  it("shares one render among the requests that find the pages stale", async () => {
    const { state, cache } = setUp();
    await Promise.all([cache.page("/"), cache.page("/events"), cache.page("/")]);
    expect(state.renders).toBe(1);
  });

  it("serves the last good pages when a render fails, and tries again after retryAfterMs", async () => {
    const { clock, state, html } = setUp();
    await html("/");
    state.version++;
    state.fail = true;
    expect(await html("/")).toContain("render 1");
    clock.now += 4_999;
    state.fail = false;
    expect(await html("/")).toContain("render 1");
    clock.now += 1;
    expect(await html("/")).toContain("render 2");
  });

  it("fails when there is nothing good to serve yet, and hashes each render's inline scripts", async () => {
    const { state, cache, html } = setUp();
    state.fail = true;
    await expect(cache.page("/")).rejects.toThrow("database unreachable");
    state.fail = false;
    expect(await html("/")).toContain("render 1");
    const page = await cache.page("/");
    expect(page?.html.scriptHashes).toHaveLength(1);
    expect(page?.html.type).toBe("text/html; charset=utf-8");
    expect(page?.data.type).toBe("text/x-script");
  });
});
