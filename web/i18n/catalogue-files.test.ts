import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parsePoFile } from "@lingui/format-po";
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

  // A page loads the frame's catalogue and its own into one instance, in whichever order they
  // arrive, and the server loads them all: a message two catalogues translate differently would
  // read one way in the served page and the other once hydrated.
  it("translate a message the same way in every catalogue that holds it", () => {
    const dir = join(ROOT, "web/locales/ar");
    const translations = new Map<string, Set<string>>();
    for (const name of readdirSync(dir)) {
      for (const item of parsePoFile(readFileSync(join(dir, name), "utf8")).items) {
        const key = `${item.msgctxt ?? ""}\u0004${item.msgid}`;
        const known = translations.get(key) ?? new Set<string>();
        known.add(item.msgstr.join(""));
        translations.set(key, known);
      }
    }
    expect(translations.size).toBeGreaterThan(100);
    const differing = [...translations]
      .filter(([, found]) => found.size > 1)
      .map(([key, found]) => [key.split("\u0004")[1], [...found]]);
    expect(differing).toEqual([]);
  });

  // A message no source writes any more is still compiled into its catalogue's chunk (the source
  // language's word, in both languages), where it would read over another catalogue's translation
  // of the same words on the server, which loads them all.
  it("keep no message that no source writes", () => {
    const obsolete = ["en", "ar"].flatMap((locale) => {
      const dir = join(ROOT, "web/locales", locale);
      return readdirSync(dir)
        .filter((name) => /^#~ /m.test(readFileSync(join(dir, name), "utf8")))
        .map((name) => `${locale}/${name}`);
    });
    expect(obsolete).toEqual([]);
  });
});
