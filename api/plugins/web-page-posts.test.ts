import { afterAll, describe, expect, it } from "vitest";
import { DraftAnswersSchema } from "../../core/schemas/application-draft";
import { LIMITS } from "../../core/schemas/common";
import { useTestApp } from "../test/helpers";
import { writeSiteBuild } from "../test/site-build";
import { PAGE_FORM_BODY_LIMIT } from "./web";

// A form posted to a page's action is a public write, limited as the API's are
// (docs/decisions/076-route-forms.md), with a body up to PAGE_FORM_BODY_LIMIT. The site here is a
// build of one page, /contact, whose action reads the form and answers "taken".
const site = writeSiteBuild({
  entry: `default: () => new Response("the page", { headers: { "content-type": "text/html" } }),`,
  pages: [
    {
      id: "root",
      path: "contact",
      hasAction: true,
      module: `default: () => null, action: async ({ request }) => {
        if ((await request.formData()).get("name") === null) throw new Error("no name read");
        return "taken";
      }`,
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

describe("the body of a post to a page", () => {
  const t = useTestApp({ SERVE_WEB: "true", WEB_BUILD_DIR: site.clientDir });
  const post = (payload: string, contentType = "application/x-www-form-urlencoded") =>
    t.app.inject({
      method: "POST",
      url: "/contact",
      headers: { "content-type": contentType },
      payload,
    });

  it("holds the largest form a founder can save: a draft of every answer at its longest", async () => {
    // Each answer at the draft's 5,000 characters, in Devanagari: nine bytes a letter once encoded.
    const draft = new URLSearchParams({ name: "-", intent: "save-for-later", email: "a@b.co" });
    for (const name of Object.keys(DraftAnswersSchema.shape)) {
      draft.set(`answers.${name}`, "क".repeat(LIMITS.text));
    }
    const body = draft.toString();
    expect(body.length).toBeGreaterThan(1_000_000);
    const taken = await post(body);
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toBe("the page");
  });

  it("is refused with 413 and its message past the limit, whatever its type", async () => {
    const over = `name=${"a".repeat(PAGE_FORM_BODY_LIMIT)}`;
    for (const contentType of [
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "text/plain",
    ]) {
      const refused = await post(over, contentType);
      expect(refused.statusCode, contentType).toBe(413);
      expect(refused.json()).toEqual({ message: "The request body is too large." });
    }
  });
});
