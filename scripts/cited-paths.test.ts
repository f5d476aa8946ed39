import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The repository explains itself: README, docs/architecture.md, docs/product.md and the code's
// comments send the reader to files of the repository by their paths (docs/decisions/…, api/…). A
// path that names no file, because the file moved or was renamed, sends them nowhere. The
// decisions (docs/decisions/) are a record: each names the files as they were when it was made,
// and a later decision says what changed.

const ROOT = join(import.meta.dirname, "..");
/** A path from the repository's root, where it does not continue a URL or another path. */
const CITED =
  /(?<![\w/.@-])(?:api|web|core|e2e|bench|scripts|docs)\/[\w./+$-]*\w\.(?:tsx?|mjs|cjs|css|json|md)\b/g;
/** A file a test makes up, to try a rule on (web/framework-html.test.ts). */
const MADE_UP = new Set(["web/probe.ts"]);

const readers = [
  "README.md",
  "docs/architecture.md",
  "docs/product.md",
  ...["api", "web", "core", "e2e", "bench", "scripts"].flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(tsx?|mjs|cjs|css)$/.test(file))
      .map((file) => join(folder, file)),
  ),
];

describe("the paths the repository cites", () => {
  it("each name a file of the repository", () => {
    const nowhere: string[] = [];
    for (const file of readers) {
      const text = readFileSync(join(ROOT, file), "utf8");
      for (const [path] of text.matchAll(CITED)) {
        if (!MADE_UP.has(path) && !existsSync(join(ROOT, path))) {
          nowhere.push(`${file}: ${path}`);
        }
      }
    }
    expect(nowhere).toEqual([]);
  });
});
