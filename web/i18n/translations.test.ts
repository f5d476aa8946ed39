import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ARABIC = new URL("../locales/ar", import.meta.url).pathname;

/** The messages of a gettext catalogue: id and translation, each on its line as Lingui writes them. */
function messages(file: string): [string, string][] {
  const text = readFileSync(join(ARABIC, file), "utf8");
  return [...text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)].map(([, id, text]) => [
    id ?? "",
    text ?? "",
  ]);
}

describe("the Arabic catalogues", () => {
  // The server loads every catalogue of a language into one instance, and the browser each page's
  // into the same one (docs/decisions/066-catalogue-per-page.md): a message written in two
  // catalogues must say the same in both, or one page would show the other's words (or, left
  // untranslated in one, the English).
  it("translate a message found in several catalogues the same way in each", () => {
    const seen = new Map<string, { file: string; text: string }>();
    const conflicts: string[] = [];
    for (const file of readdirSync(ARABIC).filter((name) => name.endsWith(".po"))) {
      for (const [id, text] of messages(file)) {
        if (!id) continue;
        const first = seen.get(id);
        if (!first) seen.set(id, { file, text });
        else if (first.text !== text) conflicts.push(`${id}: ${first.file} / ${file}`);
      }
    }
    expect(seen.size).toBeGreaterThan(100);
    expect(conflicts).toEqual([]);
  });
});
