import { resolve } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { useLoggedTestApp } from "../test/helpers";
import { writeSiteBuild } from "../test/site-build";

// A page that fails is written to the log as the API's failures are: one line with the request's
// id, the error without the personal data it carries (docs/architecture.md section 5, rule 11);
// a request React Router refuses itself is not a failure. The site here is a build of three pages
// whose entry is the site's own handling of errors (web/lib/page-errors.ts): one page's action
// fails as a refused query does (drizzle's error: the statement, then its parameters), one has no
// form, and the root shows the page.
const site = writeSiteBuild({
  imports: `import { handleError } from ${JSON.stringify(resolve("web/lib/page-errors.ts"))};
import { pageLogContext } from ${JSON.stringify(resolve("web/lib/server-context.ts"))};`,
  entry: `default: (request, status) =>
    new Response("the page", { status, headers: { "content-type": "text/html" } }),
  handleError, pageLogContext,`,
  pages: [
    { id: "root", path: "", module: "default: () => null, ErrorBoundary: () => null" },
    {
      id: "fails",
      path: "fails",
      hasAction: true,
      module: `default: () => null, action() {
        const query = 'insert into "contacts" ("name", "email") values ($1, $2)';
        throw Object.assign(
          new Error("Failed query: " + query + "\\nparams: Zainab Qureshi,zainab@example.com"),
          { query },
        );
      }`,
    },
    { id: "no-form", path: "no-form", module: "default: () => null" },
  ],
});

describe("a page's failure in the log", () => {
  const t = useLoggedTestApp({ SERVE_WEB: "true", WEB_BUILD_DIR: site.clientDir });
  afterAll(site.remove);
  const logged = (start: number) =>
    t.lines.slice(start).map((line) => JSON.parse(line) as Record<string, unknown>);

  // Nothing of it goes to the console, where React Router's default writes the error as it is.
  const consoleError = vi.spyOn(console, "error");
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockClear();
  });

  const post = (url: string) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=Zainab",
    });

  it("writes a failed action to the request's log, without the query's parameters", async () => {
    const start = t.lines.length;
    const response = await post("/fails");
    expect(response.statusCode).toBe(500);
    const entries = logged(start);
    const failure = entries.find((line) => line.msg === "page failed");
    expect(failure).toMatchObject({
      level: 50,
      err: { query: 'insert into "contacts" ("name", "email") values ($1, $2)' },
    });
    // The same request's id as its own line, which says how it was answered.
    const answered = entries.find((line) => line.msg === "request completed");
    expect(answered).toMatchObject({ reqId: failure?.reqId, statusCode: 500 });
    expect(t.lines.slice(start).join("\n")).not.toMatch(/Zainab|zainab@example\.com/);
  });

  it("writes no failure for a post to a page without a form, which is answered 405", async () => {
    const start = t.lines.length;
    const response = await post("/no-form");
    expect(response.statusCode).toBe(405);
    const entries = logged(start);
    expect(entries.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(entries).toContainEqual(
      expect.objectContaining({ msg: "request completed", method: "POST", statusCode: 405 }),
    );
  });
});
