import { afterAll, describe, expect, it } from "vitest";
import { useTestApp } from "../test/helpers";
import { writeSiteBuild } from "../test/site-build";

// A form posted to a page's action is a public write, limited as the API's are
// (docs/decisions/076-route-forms.md). The site here is a build of one page, /contact, whose action
// answers "taken".
const site = writeSiteBuild({
  entry: `default: () => new Response("the page", { headers: { "content-type": "text/html" } }),`,
  pages: [
    {
      id: "root",
      path: "contact",
      hasAction: true,
      module: `default: () => null, action: () => "taken"`,
    },
  ],
});
afterAll(site.remove);

const LIMIT = 3;

describe("a post to a page", () => {
  const t = useTestApp({
    SERVE_WEB: "true",
    WEB_BUILD_DIR: site.clientDir,
    PUBLIC_WRITE_RATE_LIMIT: String(LIMIT),
  });
  const post = () =>
    t.app.inject({
      method: "POST",
      url: "/contact",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=Yusuf",
    });

  it("reaches the page's action until the client's public writes are spent, then answers 429", async () => {
    for (let sent = 0; sent < LIMIT; sent++) {
      const taken = await post();
      expect(taken.statusCode).toBe(200);
      expect(taken.body).toBe("the page");
    }
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
  });

  it("limits posts only: the pages are still served", async () => {
    const page = await t.app.inject({ method: "GET", url: "/contact" });
    expect(page.statusCode).toBe(200);
  });
});
