import { describe, expect, it } from "vitest";
import { CLIENT_ONLY_PATHS, NOT_FOUND_PAGE_PATH, REDIRECTS } from "../../core/site-paths";
import { PATHS, PRERENDERED_PATHS, PUBLIC_PATHS, SERVER_RENDERED_PATHS } from "../paths";
import { pageInfo } from "./pages";

describe("page metadata", () => {
  it("gives every page of the site its own title and a description of at most 160 characters", () => {
    const notFound = pageInfo(NOT_FOUND_PAGE_PATH);
    for (const path of [...PUBLIC_PATHS, ...CLIENT_ONLY_PATHS, NOT_FOUND_PAGE_PATH]) {
      const info = pageInfo(path);
      if (path !== NOT_FOUND_PAGE_PATH) expect(info, path).not.toBe(notFound);
      expect(info.title).toMatch(/Nakhla Ventures/);
      expect(info.description.length, path).toBeGreaterThan(10);
      expect(info.description.length, path).toBeLessThanOrEqual(160);
    }
  });

  it("serves every page either prerendered or rendered on request, never both", () => {
    for (const path of [...Object.values(PATHS), ...PUBLIC_PATHS]) {
      const prerendered = PRERENDERED_PATHS.includes(path);
      expect(prerendered !== SERVER_RENDERED_PATHS.includes(path), path).toBe(true);
    }
    // The screens whose data loads in the browser are prerendered as the frame they load into.
    for (const path of CLIENT_ONLY_PATHS) expect(PRERENDERED_PATHS).toContain(path);
    expect(SERVER_RENDERED_PATHS).toEqual([
      "/",
      "/events",
      "/my-application",
      "/deal-room",
      "/test-1",
    ]);
  });

  it("redirects only to pages that exist", () => {
    for (const target of Object.values(REDIRECTS)) expect(PUBLIC_PATHS).toContain(target);
  });
});
