import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

/** A built file held in memory, with its compressed forms when compressing pays. */
export type WebFile = {
  body: Buffer;
  type: string;
  br?: Buffer;
  gzip?: Buffer;
  /** The sha256 hashes of an HTML page's inline scripts, for its CSP. */
  scriptHashes: string[];
  /** The sha256 hashes of an HTML page's inline stylesheets, for its CSP. */
  styleHashes: string[];
};

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".woff2": "font/woff2",
  // React Router's data for a page reached by a link (the live pages': plugins/live-page-cache.ts)
  ".data": "text/x-script",
};
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".webmanifest",
  ".data",
]);
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;

const sha256Of = (text: string | undefined) =>
  `sha256-${createHash("sha256")
    .update(text ?? "")
    .digest("base64")}`;

const brotliOptions = (body: Buffer, quality = 11) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});
/**
 * Pages rendered while the server runs are compressed at quality 5: on an 18 kB page, 2 ms instead
 * of 74 ms at 11, for about 500 bytes more (docs/decisions/024-events-and-cohorts.md).
 */
const RENDERED_BROTLI_QUALITY = 5;

function compressed(body: Buffer) {
  if (body.length < 1024) return {};
  return { br: brotliCompressSync(body, brotliOptions(body)), gzip: gzipSync(body, { level: 9 }) };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The same, off the event loop: for pages rendered while the server runs. */
async function compressedAsync(body: Buffer) {
  if (body.length < 1024) return {};
  const [br, gzipped] = await Promise.all([
    brotliAsync(body, brotliOptions(body, RENDERED_BROTLI_QUALITY)),
    gzipAsync(body, { level: 6 }),
  ]);
  return { br, gzip: gzipped };
}

/** The sha256 hashes of an HTML page's inline scripts or stylesheets, for its CSP. */
const hashesOf = (extension: string, body: Buffer, pattern: RegExp) =>
  extension === ".html"
    ? [...body.toString("utf8").matchAll(pattern)].map(([, text]) => sha256Of(text))
    : [];

function load(file: string): WebFile {
  const extension = extname(file);
  const body = readFileSync(file);
  return {
    body,
    type: TYPES[extension] ?? "application/octet-stream",
    scriptHashes: hashesOf(extension, body, INLINE_SCRIPT),
    styleHashes: hashesOf(extension, body, INLINE_STYLE),
    ...(COMPRESSIBLE.has(extension) ? compressed(body) : {}),
  };
}

/** A page or its data rendered at run time (plugins/live-page-cache.ts), held like a built file. */
export async function renderedWebFile(
  text: string,
  extension: ".html" | ".data",
): Promise<WebFile> {
  const body = Buffer.from(text, "utf8");
  return {
    body,
    type: TYPES[extension] as string,
    scriptHashes: hashesOf(extension, body, INLINE_SCRIPT),
    styleHashes: hashesOf(extension, body, INLINE_STYLE),
    ...(await compressedAsync(body)),
  };
}

/**
 * Every file of the build, by URL path ("/about/index.html", "/assets/root-x.js"), compressed
 * once at start-up so no request pays for it.
 */
export function loadWebFiles(root: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    files.set(`/${relative(root, file).split(sep).join("/")}`, load(file));
  }
  return files;
}

/** The body to send for the browser's Accept-Encoding, and its Content-Encoding. */
export function encodingFor(file: WebFile, acceptEncoding: string | undefined) {
  const accepted = acceptEncoding ?? "";
  if (file.br && /\bbr\b/.test(accepted)) return { body: file.br, encoding: "br" };
  if (file.gzip && /\bgzip\b/.test(accepted)) return { body: file.gzip, encoding: "gzip" };
  return { body: file.body, encoding: undefined };
}
