import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LIVE_PAGE_PATHS } from "../../core/site-paths";
import { dataPathOf, loadLivePageRenderer, pagePathOfData } from "./live-page-renderer";

describe("the live pages' data URLs", () => {
  it("are the ones React Router's client asks for, and lead back to their page", () => {
    expect(LIVE_PAGE_PATHS.map(dataPathOf)).toEqual(["/_.data", "/test-1.data", "/events.data"]);
    for (const path of LIVE_PAGE_PATHS) expect(pagePathOfData(dataPathOf(path))).toBe(path);
    // With a trailing slash the client asks for <path>/_.data.
    expect(pagePathOfData("/events/_.data")).toBe("/events");
    expect(pagePathOfData("/events")).toBeUndefined();
  });
});

describe("the renderer", () => {
  it("is missing, not broken, when the build has no server bundle beside it", async () => {
    const parent = mkdtempSync(join(tmpdir(), "nakhla-render-"));
    try {
      expect(await loadLivePageRenderer(join(parent, "client"))).toBeUndefined();
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
