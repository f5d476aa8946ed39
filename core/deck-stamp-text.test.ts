import bidiFactory from "bidi-js";
import { describe, expect, it } from "vitest";
import { CONFIDENTIAL_AR, deckStampDay, deckStampText } from "./deck-stamp-text";

const bidi = bidiFactory();
const LRI = "\u2066";
const PDI = "\u2069";
/** The text as it shows on a line of `direction`, left to right, without its direction controls. */
const shown = (text: string, direction: "ltr" | "rtl") => {
  const levels = bidi.getEmbeddingLevels(text, direction);
  return bidi
    .getReorderedIndices(text, levels)
    .map((index) => text[index] ?? "")
    .join("")
    .replace(/[\u2066-\u2069]/g, "");
};
const NIGHT_IN_DUBAI = new Date("2026-11-27T22:30:00Z");

describe("the deck's watermark in the deal link's language", () => {
  it("is in English as it always was: address, day in UTC, Confidential", () => {
    const day = deckStampDay(NIGHT_IN_DUBAI, "en", "UTC");
    expect(day).toBe("27 Nov 2026");
    expect(deckStampText("a@b.com", day, "en")).toBe("a@b.com · 27 Nov 2026 · Confidential");
  });

  it("is in Arabic with the day in Arabic words and Western digits, and «سري»", () => {
    const day = deckStampDay(NIGHT_IN_DUBAI, "ar", "UTC");
    expect(day).toBe("27 نوفمبر 2026");
    expect(CONFIDENTIAL_AR).toBe("سري");
    const stamp = deckStampText("aisha@alpha.example", day, "ar");
    expect(stamp).toBe(`${LRI}aisha@alpha.example${PDI} · 27 نوفمبر 2026 · سري`);
    // Right to left: the address at the right, «سري» at the left, the address in its own order.
    expect(shown(stamp, "rtl")).toBe(`يرس · 2026 ربمفون 27 · aisha@alpha.example`);
  });

  it("keeps an address of Arabic letters in its own order, away from the day's digits", () => {
    const arabic = deckStampText("عبدالله@example.ae", "27 Nov 2026", "en");
    expect(arabic).toBe(`${LRI}عبدالله@example.ae${PDI} · 27 Nov 2026 · Confidential`);
    expect(shown(arabic, "ltr")).toBe("هللادبع@example.ae · 27 Nov 2026 · Confidential");
    // Without the isolate, an Arabic domain would take "27" to its side of the line.
    const idn = deckStampText("a@مثال.امارات", "27 Nov 2026", "en");
    expect(shown(idn, "ltr")).toBe("a@تاراما.لاثم · 27 Nov 2026 · Confidential");
    expect(shown(deckStampText("a@مثال.امارات", "27 نوفمبر 2026", "ar"), "rtl")).toBe(
      "يرس · 2026 ربمفون 27 · a@تاراما.لاثم",
    );
  });

  it("drops direction controls an address carries, so only its isolate orders it", () => {
    expect(deckStampText("a\u202Eb@c.example", "27 Nov 2026", "en")).toBe(
      "ab@c.example · 27 Nov 2026 · Confidential",
    );
  });
});
