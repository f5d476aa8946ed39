import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// React Router renders every page; nothing of ours reads or rewrites the HTML it renders
// (docs/decisions/034-server-rendering.md). Rewriting a page takes one of three things: an HTML
// parser, a pattern or string with the document's own tags, or the page's file read back. This
// test finds each of them in the code that builds and serves the site (its own tests and the
// e2e journeys, which read pages to check them, aside).

const ROOT = join(import.meta.dirname, "..");
const SOURCES = ["api", "core", "web", "scripts", "bench"];
const CONFIG_FILES = ["react-router.config.ts", "vite.config.ts"];

/**
 * The modules allowed to read a page the framework rendered, both build hooks that write nothing
 * into a page (react-router.config.ts, buildEnd): one hashes each prerendered page's inline
 * scripts for its CSP, reading the page with a real HTML parser (docs/decisions/035-csp.md); one
 * writes a compressed copy beside every file of the build, pages included.
 */
const MAY_READ_PAGES = new Set(["web/lib/prerender-csp.ts", "web/lib/precompress.ts"]);

/**
 * Modules that write documents of their own, never a page: the HTML part of the mails
 * (docs/decisions/047-mailing-list.md). They may write a document's tags; nothing else is allowed
 * to them (a parser, a page's file, an onSend hook).
 */
const WRITE_OTHER_DOCUMENTS = new Set(["api/mail/mail-html.ts"]);

const HTML_PARSERS = [
  "parse5",
  "htmlparser2",
  "cheerio",
  "jsdom",
  "node-html-parser",
  "linkedom",
  "happy-dom",
  "rehype-parse",
];
/** A tag of the document's frame that React Router writes: the marks any rewrite of it looks for. */
const DOCUMENT_TAG = /<\/?(?:!doctype|html|head|body|script|link|style|meta|title)\b/i;
/** The name of a rendered page's file. */
const PAGE_FILE = /(?:^|\/)index\.html$|\.html$/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "migrations") yield* sourceFiles(path);
    } else if ([".ts", ".tsx", ".mjs"].includes(extname(entry.name))) {
      if (!/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) yield path;
    }
  }
}

/** Each way the module could touch a rendered page, as "what (line)". */
function touches(file: string, text = readFileSync(join(ROOT, file), "utf8")): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      HTML_PARSERS.includes(node.moduleSpecifier.text)
    ) {
      found.push(`imports the HTML parser ${node.moduleSpecifier.text} (${at(node)})`);
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isRegularExpressionLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const value = node.text;
      if (DOCUMENT_TAG.test(value) && !WRITE_OTHER_DOCUMENTS.has(file))
        found.push(`writes the tag in ${JSON.stringify(value)} (${at(node)})`);
      if (PAGE_FILE.test(value))
        found.push(`names a page's file in ${JSON.stringify(value)} (${at(node)})`);
      if (value === "onSend") found.push(`rewrites answers in an onSend hook (${at(node)})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...new Set(found)];
}

describe("the HTML React Router renders", () => {
  const files = [...SOURCES.flatMap((dir) => [...sourceFiles(dir)]), ...CONFIG_FILES];

  it("is read or rewritten by no module of ours", () => {
    const touching = Object.fromEntries(
      files
        .filter((file) => !MAY_READ_PAGES.has(file))
        .map((file) => [file, touches(file)] as const)
        .filter(([, found]) => found.length > 0),
    );
    expect(touching).toEqual({});
    // It parses every source file of the project: seconds, not the unit tests' usual milliseconds.
  }, 30_000);

  it("is read by the build's hooks only, and never written back", () => {
    const text = (file: string) => readFileSync(join(ROOT, file), "utf8");
    // The CSP hook parses the page and writes its own file beside the server build.
    const csp = text("web/lib/prerender-csp.ts");
    expect(touches("web/lib/prerender-csp.ts")).toContainEqual(
      expect.stringMatching(/^imports the HTML parser parse5/),
    );
    expect(csp.match(/writeFileSync\(/g)).toHaveLength(1);
    expect(csp).toContain("writeFileSync(join(serverDir, PRERENDER_CSP_FILE)");
    // The compression hook writes each file's compressed copies beside it, never the file.
    const compress = text("web/lib/precompress.ts");
    expect(compress.match(/writeFileSync\(\s*`\$\{file\}\.(br|gz)`/g)).toHaveLength(2);
    expect(compress.match(/writeFileSync\(/g)).toHaveLength(2);
  });

  it("would catch each way the site once rewrote its pages", () => {
    const rewrites = [
      'const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"\\/>/g;',
      "const page = readFileSync(join(dir, 'about', 'index.html'), 'utf8');",
      'app.addHook("onSend", rewrite);',
      'import { parse } from "parse5";',
      "html.replace('</head>', styles);",
    ];
    for (const rewrite of rewrites) {
      expect(touches("web/probe.ts", rewrite), rewrite).toHaveLength(1);
    }
  });
});
