import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { charactersUsed, OUT_DIR } from "./fonts-config";

const ROOT = new URL("..", import.meta.url).pathname;
const kept = () =>
  (
    JSON.parse(readFileSync(join(ROOT, OUT_DIR, "characters.json"), "utf8")) as {
      characters: string;
    }
  ).characters;

describe("the subset fonts", () => {
  it("keep every character the site's sources use (else run npm run fonts)", () => {
    const missing = [...charactersUsed(ROOT)].filter((char) => !kept().includes(char));
    expect(missing).toEqual([]);
  });

  it("keep the rupee sign, the letters of the team's names and the dashes of the copy", () => {
    for (const char of ["₹", "á", "í", "–", "—", "·", "•"]) expect(kept()).toContain(char);
  });

  it("are served by us, swap in, and name fallbacks whose metrics are adjusted", () => {
    const css = readFileSync(join(ROOT, OUT_DIR, "fonts.css"), "utf8");
    expect(css).not.toMatch(/https?:/);
    expect(css.match(/font-display: swap/g)).toHaveLength(5);
    expect(css).toMatch(/Noto Sans Arabic Fallback: Arial[\s\S]*size-adjust: \d/);
    expect(css).toMatch(/Fraunces Fallback: Times New Roman[\s\S]*size-adjust: \d/);
    expect(css).toMatch(/Inter Fallback: Arial[\s\S]*size-adjust: \d/);
  });
});
