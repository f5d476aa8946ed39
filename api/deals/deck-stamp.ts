import { degrees, PDFDocument, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { deckStampDay, deckStampText } from "../../core/deck-stamp-text";
import type { Language } from "../../core/languages";
import { embedPdfFonts } from "../lib/pdf-fonts";
import { drawTextLine, lineMeasure } from "../lib/pdf-text-runs";
import { workerTask } from "../lib/worker-pool";

/**
 * The watermark of a firm viewer's copy of the deck made at `now` (docs/decisions/060-deal-room-deck.md),
 * in the deal link's language (core/deck-stamp-text.ts): the day is the day in UTC.
 */
export const deckStampOf = (email: string, language: Language, now: Date) =>
  deckStampText(email, deckStampDay(now, language, "UTC"), language);

const GREY = rgb(0.45, 0.45, 0.45);
/** What Helvetica draws with the standard encoding every reader has. */
const LATIN_1 = /^[\x20-\x7e\xa0-\xff]*$/;

type Stroke = { x: number; y: number; size: number; opacity: number; rotate?: number };
/** How a stamp is measured and drawn in a document. */
type Pen = { width(size: number): number; draw(page: PDFPage, stroke: Stroke): void };

/** Helvetica, one of the 14 fonts every reader has: nothing embedded, Latin-1 only. */
async function helveticaPen(document: PDFDocument, text: string): Promise<Pen> {
  const font = await document.embedFont(StandardFonts.Helvetica);
  return {
    width: (size) => font.widthOfTextAtSize(text, size),
    draw: (page, { rotate, ...stroke }) =>
      page.drawText(text, {
        ...stroke,
        font,
        color: GREY,
        ...(rotate === undefined ? {} : { rotate: degrees(rotate) }),
      }),
  };
}

/**
 * Noto Sans faces embedded as subsets (api/lib/pdf-fonts.ts), drawn shaped and in bidi order
 * (api/lib/pdf-text-runs.ts): Arabic letters joined, an Arabic stamp right to left.
 */
async function embeddedPen(document: PDFDocument, text: string, language: Language): Promise<Pen> {
  const fonts = await embedPdfFonts(document, [text], ["regular"]);
  const direction = language === "ar" ? "rtl" : "ltr";
  const measure = lineMeasure(fonts, "regular", direction);
  return {
    width: (size) => measure.widthOfTextAtSize(text, size),
    draw: (page, stroke) =>
      drawTextLine(page, fonts, text, { ...stroke, weight: "regular", colour: GREY, direction }),
  };
}

/**
 * Draws the stamp on every page with pdf-lib, over what is there: once across the middle, large
 * and faint, and once along the foot, small and plain, so a crop keeps one of them. The page's own
 * content is copied as it is; only the drawing is added. A Latin-1 stamp (an English one, as
 * addresses are) is drawn in Helvetica, embedding nothing; any other (an Arabic stamp, an address
 * beyond Latin-1) in embedded subsets of Noto Sans, so no letter is lost.
 */
export async function stampPdf(
  bytes: Uint8Array,
  stamp: string,
  language: Language = "en",
): Promise<Uint8Array> {
  const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  const pen = LATIN_1.test(stamp)
    ? await helveticaPen(document, stamp)
    : await embeddedPen(document, stamp, language);
  for (const page of document.getPages()) {
    const { width, height } = page.getSize();
    const footSize = Math.max(7, Math.min(10, width / 70));
    pen.draw(page, {
      x: Math.max(12, (width - pen.width(footSize)) / 2),
      y: Math.max(8, height * 0.02),
      size: footSize,
      opacity: 0.9,
    });
    // Across the middle, along the diagonal, sized to fit it.
    const diagonal = Math.hypot(width, height);
    const angle = Math.atan2(height, width);
    const bigSize = Math.min(48, (diagonal * 0.8) / (pen.width(1) || 1));
    const run = pen.width(bigSize);
    pen.draw(page, {
      x: width / 2 - (Math.cos(angle) * run) / 2 + (Math.sin(angle) * bigSize) / 2,
      y: height / 2 - (Math.sin(angle) * run) / 2 - (Math.cos(angle) * bigSize) / 2,
      size: bigSize,
      opacity: 0.18,
      rotate: (angle * 180) / Math.PI,
    });
  }
  return document.save();
}

/**
 * How long stamping a copy may take. The bench's deck of 20 MB (the largest a founder may upload)
 * takes about 0.1 s, against a budget of 3 s (npm run bench -- deck-stamp); a deck that takes this
 * long is not one to wait for.
 */
export const DECK_STAMP_MS = 20_000;

/** What the stamp's worker (deck-stamp-worker.ts) is given. */
export type StampTask = { bytes: Uint8Array; stamp: string; language: Language };

const stampInWorker = workerTask<StampTask, Uint8Array>(import.meta.url, "deck-stamp-worker");

/**
 * stampPdf in a worker thread (api/lib/worker-pool.ts), so the server answers everyone else while
 * pdf-lib opens, draws and writes the deck: the stamped copy, or null when pdf-lib cannot open the
 * deck or make the copy within `timeoutMs`.
 */
export const stampCopyApart = (
  bytes: Uint8Array,
  stamp: string,
  language: Language,
  timeoutMs = DECK_STAMP_MS,
) => stampInWorker({ bytes, stamp, language }, timeoutMs);
