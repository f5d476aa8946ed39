import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PRERENDER_CSP_FILE } from "../../core/site-paths";
import { inlineScriptHashes, scriptHash, writePrerenderCsp } from "./prerender-csp";

// A browser runs an inline script only if the CSP names the sha256 of its exact text: the hashes
// must be of what the parser reads as the script, as the browser's parser reads it.

describe("inlineScriptHashes", () => {
  it("hashes each inline script's text as a browser reads it, and no script with a src", () => {
    const context = 'window.__context = {"a":"</div>","b":"\\u003c/script>"};';
    const html = `<!DOCTYPE html><html><head><script>${context}</script><script src="/a.js"></script></head><body><p>&lt;script&gt;not one&lt;/script&gt;</p><script type="module" async="">import "/b.js";</script><template><script>inTemplate()</script></template></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([
      scriptHash(context),
      scriptHash('import "/b.js";'),
      scriptHash("inTemplate()"),
    ]);
    // The value the browser checks: base64 of the SHA-256 of the script's UTF-8 text.
    expect(scriptHash("alert(1)")).toBe("sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=");
  });

  it("names a script that two places write alike once", () => {
    expect(inlineScriptHashes("<script>x()</script><p></p><script>x()</script>")).toEqual([
      scriptHash("x()"),
    ]);
  });
});

describe("writePrerenderCsp", () => {
  const dir = mkdtempSync(join(tmpdir(), "prerender-csp-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("lists each prerendered page's file and hashes beside the server build, changing no page", () => {
    const client = join(dir, "client");
    const server = join(dir, "server");
    mkdirSync(join(client, "about"), { recursive: true });
    mkdirSync(server);
    const page = "<html><body><script>boot()</script></body></html>";
    writeFileSync(join(client, "about", "index.html"), page);
    writePrerenderCsp(client, server, ["/about"]);
    expect(JSON.parse(readFileSync(join(server, PRERENDER_CSP_FILE), "utf8"))).toEqual({
      "/about": { file: "about/index.html", scriptHashes: [scriptHash("boot()")] },
    });
    expect(readFileSync(join(client, "about", "index.html"), "utf8")).toBe(page);
  });
});
