import { describe, expect, it } from "vitest";
import { aBrokenPdf, aDeck, anInflatingPdf } from "../test/decks";
import { countPdfPages } from "./pdf-pages";

// pdf-lib opens an uploaded deck in a worker thread, given up at a time limit
// (docs/decisions/027-pitch-deck-storage.md).
describe("countPdfPages", () => {
  it("counts the pages of a deck", async () => {
    expect(await countPdfPages(await aDeck(3))).toBe(3);
  });

  it("answers null for a file pdf-lib cannot open", async () => {
    expect(await countPdfPages(aBrokenPdf())).toBeNull();
  });

  it("opens a file that inflates what it holds, when that stays small", async () => {
    expect(await countPdfPages(anInflatingPdf(1))).toBe(1);
  });

  it("gives up on a file made to take long to open, and the server goes on meanwhile", async () => {
    // 1,000 object streams: 16 GB to inflate, minutes of pdf-lib's work on any machine.
    const bomb = anInflatingPdf(1_000);
    let ticks = 0;
    const clock = setInterval(() => ticks++, 10);
    const pages = await countPdfPages(bomb, 300);
    clearInterval(clock);
    expect(pages).toBeNull();
    // The event loop ran while pdf-lib worked: the check did not hold the server up.
    expect(ticks).toBeGreaterThan(5);
  });
});
