import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { deliverPageCss } from "./page-css";

const HEAD =
  '<link rel="stylesheet" href="/assets/root-a.css"/><link rel="stylesheet" href="/assets/page-b.css"/>';

let dir = "";
function fakeClient() {
  dir = mkdtempSync(join(tmpdir(), "nakhla-page-css-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, "about"));
  writeFileSync(join(dir, "assets", "root-a.css"), "body{margin:0}");
  writeFileSync(join(dir, "assets", "page-b.css"), ".about{color:red}");
  writeFileSync(join(dir, "about", "index.html"), `<html><head>${HEAD}</head><body></body></html>`);
  return join(dir, "about", "index.html");
}
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("each page's CSS in one piece", () => {
  it("inline: the page's stylesheets in order in one <style>, the links kept but not blocking", () => {
    const page = fakeClient();
    deliverPageCss(dir, "inline");
    const html = readFileSync(page, "utf8");
    expect(html).toContain("<style data-page-css>body{margin:0}\n.about{color:red}</style>");
    expect(
      html.match(/<link rel="stylesheet"[^>]*media="print" data-page-css-source\/>/g),
    ).toHaveLength(2);
    expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
  });

  it("bundle: one stylesheet of the page's own, the links kept but not blocking", () => {
    const page = fakeClient();
    deliverPageCss(dir, "bundle");
    const html = readFileSync(page, "utf8");
    const bundle = html.match(
      /<link rel="stylesheet" href="(\/assets\/page-[\w-]+\.css)" data-page-css\/>/,
    );
    expect(bundle).not.toBeNull();
    expect(readFileSync(join(dir, bundle?.[1] ?? ""), "utf8")).toBe(
      "body{margin:0}\n.about{color:red}",
    );
    expect(readdirSync(join(dir, "assets"))).toHaveLength(3);
  });

  it("links: React Router's links as they are", () => {
    const page = fakeClient();
    deliverPageCss(dir, "links");
    expect(readFileSync(page, "utf8")).toContain(HEAD);
  });

  it("scripts: each page imports its boot after the first paint, the home page its own boot", () => {
    const about = fakeClient();
    const boot = '<script type="module" async="">import("/assets/entry.client-1.js");</script>';
    writeFileSync(about, `<html><head>${HEAD}</head><body>${boot}</body></html>`);
    mkdirSync(join(dir, "home"));
    const home = join(dir, "home", "index.html");
    writeFileSync(
      home,
      `<html lang="en"><head></head><body><div data-boot="home"></div>${boot}</body></html>`,
    );
    writeFileSync(join(dir, "assets", "home-boot-Ab_9-xYz.js"), "hydrateRoot()");
    deliverPageCss(dir, "inline");
    const aboutImport = readFileSync(about, "utf8").match(
      /import\("(\/assets\/boot-[\w-]+\.js)"\)/,
    );
    expect(readFileSync(join(dir, aboutImport?.[1] ?? "-"), "utf8")).toBe(
      'import("/assets/entry.client-1.js");',
    );
    const homeHtml = readFileSync(home, "utf8");
    expect(homeHtml).toContain('import("/assets/home-boot-Ab_9-xYz.js")');
    expect(homeHtml).not.toContain("entry.client");
  });
});
