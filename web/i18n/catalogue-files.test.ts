import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOGUE_FILES } from "./catalogue-files";

const ROOT = new URL("../..", import.meta.url).pathname;

/** Every source file of web/ and core/ that writes messages with Lingui's macros. */
function filesWithMessages(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return filesWithMessages(path);
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) return [];
    return /from "@lingui\/(core|react)\/macro"/.test(readFileSync(join(ROOT, path), "utf8"))
      ? [path]
      : [];
  });
}

const owners = (file: string) =>
  Object.entries(CATALOGUE_FILES)
    .filter(([, sources]) =>
      sources.some((source) => file === source || file.startsWith(`${source}/`)),
    )
    .map(([name]) => name);

describe("the message catalogues", () => {
  it("hold every file with messages, each in exactly one catalogue", () => {
    const files = [...filesWithMessages("web"), ...filesWithMessages("core")];
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) expect(owners(file), file).toHaveLength(1);
  });
});
