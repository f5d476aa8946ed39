// npm run bench -- deck-stamp (or BENCH_ONLY=deck-stamp): stamping a firm viewer's copy of a deck
// with pdf-lib in the worker pool the deal room uses (docs/decisions/060-deal-room-deck.md,
// 093-pdf-work-in-workers.md): a 20-page deck of 5 MB at most 300 ms, and
// one of 20 MB (the largest a founder may upload) at most 3 s; an Arabic stamp on the 5 MB deck at
// most 300 ms too. The decks are made here: each page
// an uncompressed image of noise (bytes that do not compress, as a deck's photographs) and a title.
// A benchmark, not a test: it reports, it never fails.
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  type PDFName,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
} from "pdf-lib";
import { deckStampOf, stampCopyApart } from "../api/deals/deck-stamp";

export const wantsDeckStampBench = () =>
  process.env.BENCH_ONLY === "deck-stamp" || process.argv.slice(2).includes("deck-stamp");

const PAGES = 20;
// An Arabic stamp embeds subsets of the Noto Sans faces and draws shaped runs: the same budget.
const CASES = [
  { label: "20 pages, 5 MB", bytes: 5 * 1024 * 1024, budgetMs: 300, runs: 15, language: "en" },
  { label: "20 pages, 20 MB", bytes: 20 * 1024 * 1024, budgetMs: 3000, runs: 7, language: "en" },
  { label: "20 pages, 5 MB, ar", bytes: 5 * 1024 * 1024, budgetMs: 300, runs: 15, language: "ar" },
] as const;

/** A deck of PAGES pages, about `bytes` long: a noise image and a title on each page. */
async function aDeckOf(bytes: number) {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.HelveticaBold);
  const side = Math.floor(Math.sqrt(bytes / PAGES / 3));
  for (let number = 1; number <= PAGES; number++) {
    const page = document.addPage([960, 540]);
    const image = document.context.register(
      document.context.stream(randomBytes(side * side * 3), {
        Type: "XObject",
        Subtype: "Image",
        Width: side,
        Height: side,
        ColorSpace: "DeviceRGB",
        BitsPerComponent: 8,
      }),
    );
    const name = page.node.newXObject("Im", image);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(400, 0, 0, 400, 520, 70),
      drawObject(name as PDFName),
      popGraphicsState(),
    );
    page.drawText(`Qahwa Pay, page ${number} of ${PAGES}`, { x: 40, y: 480, size: 32, font });
  }
  return document.save();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export async function runDeckStampBench() {
  const lines: string[] = [];
  const verdicts: string[] = [];
  for (const { label, bytes, budgetMs, runs, language } of CASES) {
    const stamp = deckStampOf("aisha@alpha.example", language, new Date());
    console.error(`... making a deck of ${label}`);
    const deck = await aDeckOf(bytes);
    await stampCopyApart(deck, stamp, language); // warm up
    const wall: number[] = [];
    const cpu: number[] = [];
    let out = 0;
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const before = process.cpuUsage();
      out = (await stampCopyApart(deck, stamp, language))?.length ?? Number.NaN;
      const used = process.cpuUsage(before);
      wall.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
    const met = median(wall) <= budgetMs;
    lines.push(
      `  ${label.padEnd(22)} (${(deck.length / 1048576).toFixed(1)} MB in, ${(out / 1048576).toFixed(1)} MB out)  wall median ${median(wall).toFixed(0)} ms  max ${Math.max(...wall).toFixed(0)} ms  CPU median ${median(cpu).toFixed(0)} ms  (${runs} runs)`,
    );
    verdicts.push(
      `budget deck-stamp (${label}): ${met ? "MET" : "MISSED"} (median ${median(wall).toFixed(0)} ms, budget <= ${budgetMs} ms)`,
    );
  }
  console.info(
    `\nStamping a viewer's copy of a deck with pdf-lib (load, draw the stamp on every page, save; load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(" ")})\n`,
  );
  for (const line of lines) console.info(line);
  console.info("");
  for (const line of verdicts) console.info(line);
}
