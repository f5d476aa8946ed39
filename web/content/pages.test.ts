import { describe, expect, it } from "vitest";
import { CLIENT_ONLY_PATHS, NOT_FOUND_PAGE_PATH, REDIRECTS } from "../../core/site-paths";
import { PATHS, PRERENDERED_PATHS } from "../paths";
import { pageInfo } from "./pages";

describe("page metadata", () => {
  it("gives every page of the site its own title and a description of at most 160 characters", () => {
    const notFound = pageInfo(NOT_FOUND_PAGE_PATH);
    for (const path of [...PRERENDERED_PATHS, ...CLIENT_ONLY_PATHS]) {
      const info = pageInfo(path);
      if (path !== NOT_FOUND_PAGE_PATH) expect(info, path).not.toBe(notFound);
      expect(info.title).toMatch(/Nakhla Ventures/);
      expect(info.description.length, path).toBeGreaterThan(10);
      expect(info.description.length, path).toBeLessThanOrEqual(160);
    }
  });

  it("prerenders every public page and no client-only one", () => {
    for (const path of CLIENT_ONLY_PATHS) expect(PRERENDERED_PATHS).not.toContain(path);
    for (const path of Object.values(PATHS)) {
      const clientOnly = (CLIENT_ONLY_PATHS as readonly string[]).includes(path);
      expect(clientOnly || PRERENDERED_PATHS.includes(path), path).toBe(true);
    }
  });

  it("redirects only to pages that exist", () => {
    for (const target of Object.values(REDIRECTS)) expect(PRERENDERED_PATHS).toContain(target);
  });
});
