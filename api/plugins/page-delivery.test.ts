import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { livePageDelivery } from "./page-delivery";
import type { WebFile } from "./web-files";

const file = (text: string): WebFile => ({
  body: Buffer.from(text),
  type: "text/plain",
  scriptHashes: [],
  styleHashes: [],
});
const BOOT = 'import "/assets/manifest-1.js";\nimport("/assets/entry.client-1.js");';
const bootHref = `/assets/boot-${createHash("sha256").update(BOOT).digest("base64url").slice(0, 10)}.js`;
const RENDERED = `<html><head><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="stylesheet" href="/assets/root-1.css"/><link rel="stylesheet" href="/assets/home-1.css"/></head><body><script type="module" async="">${BOOT}</script></body></html>`;

describe("a live page, delivered like the prerendered ones", () => {
  it("carries its CSS inline and imports the build's boot module after the first paint", () => {
    const files = new Map([
      ["/assets/root-1.css", file("body{margin:0}")],
      ["/assets/home-1.css", file(".hero{color:red}")],
      [bootHref, file(BOOT)],
    ]);
    const html = livePageDelivery(files)(RENDERED);
    expect(html).toContain("<style data-page-css>body{margin:0}\n.hero{color:red}</style>");
    expect(html).toContain(
      `<script type="module">requestAnimationFrame(()=>setTimeout(()=>import("${bootHref}")))</script>`,
    );
    expect(html).not.toContain("modulepreload");
    expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
  });

  it("stays as React Router rendered it where the build has no such files", () => {
    expect(livePageDelivery(new Map())(RENDERED)).toBe(RENDERED);
  });

  it("imports the home page's own boot when the page asks for it and the build wrote it", () => {
    const home = RENDERED.replace("<body>", '<body><div class="page" data-boot="home"></div>');
    const entry = "/assets/home-boot-Ab_9-xYz.js";
    const files = new Map([
      [bootHref, file(BOOT)],
      [entry, file("hydrateRoot()")],
      ["/assets/home-boot-part-Qw3rTy12.js", file("")],
    ]);
    const html = livePageDelivery(files)(home);
    expect(html).toContain(
      `<script type="module">requestAnimationFrame(()=>setTimeout(()=>import("${entry}")))</script>`,
    );
    expect(html).not.toContain(bootHref);
    expect(html).not.toContain("modulepreload");
    // Without the entry, the page boots React Router as any other page does.
    files.delete(entry);
    expect(livePageDelivery(files)(home)).toContain(`import("${bootHref}")`);
  });
});
