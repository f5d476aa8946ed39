import { describe, expect, it } from "vitest";
import { isApiPath } from "./api-path";

describe("isApiPath", () => {
  it("takes /api and what is below it, with or without a query", () => {
    for (const url of ["/api", "/api?x=1", "/api/", "/api/health", "/api/admin/contacts?q=a"]) {
      expect(isApiPath(url), url).toBe(true);
    }
  });

  it("leaves the site's paths that merely start with the same letters", () => {
    for (const url of ["/", "/apis", "/api-docs", "/application", "/about?api=1"]) {
      expect(isApiPath(url), url).toBe(false);
    }
  });
});
