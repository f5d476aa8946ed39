import { degrees, PDFDocument, rgb, StandardFonts } from "pdf-lib";

/**
 * The watermark of a firm viewer's copy of the deck (docs/decisions/060-deal-room-deck.md): who it
 * was made for, the day, and that it is confidential, as the deal room's pages show it.
 */
export const deckStampText = (email: string, day: string) => `${email} · ${day} · Confidential`;

/** The day as the deal room's watermark writes it ("27 Nov 2026"). */
export const stampDay = (date: Date) =>
  date.toLocaleDateString("en-GB", {
    day: "2-digit",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

const GREY = rgb(0.45, 0.45, 0.45);

/**
 * Draws the stamp on every page with pdf-lib, over what is there: once across the middle, large
 * and faint, and once along the foot, small and plain, so a crop keeps one of them. The page's own
 * content is copied as it is; only the drawing is added. Helvetica is one of the 14 fonts every
 * reader has, so nothing is embedded; it draws Latin-1, which an address is.
 */
export async function stampPdf(bytes: Uint8Array, stamp: string): Promise<Uint8Array> {
  const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  const text = stamp.replace(/[^\x20-\xff]/g, "?");
  for (const page of document.getPages()) {
    const { width, height } = page.getSize();
    const footSize = Math.max(7, Math.min(10, width / 70));
    page.drawText(text, {
      x: Math.max(12, (width - font.widthOfTextAtSize(text, footSize)) / 2),
      y: Math.max(8, height * 0.02),
      size: footSize,
      font,
      color: GREY,
      opacity: 0.9,
    });
    // Across the middle, along the diagonal, sized to fit it.
    const diagonal = Math.hypot(width, height);
    const angle = Math.atan2(height, width);
    const bigSize = Math.min(48, (diagonal * 0.8) / (font.widthOfTextAtSize(text, 1) || 1));
    const run = font.widthOfTextAtSize(text, bigSize);
    page.drawText(text, {
      x: width / 2 - (Math.cos(angle) * run) / 2 + (Math.sin(angle) * bigSize) / 2,
      y: height / 2 - (Math.sin(angle) * run) / 2 - (Math.cos(angle) * bigSize) / 2,
      size: bigSize,
      font,
      color: GREY,
      opacity: 0.18,
      rotate: degrees((angle * 180) / Math.PI),
    });
  }
  return document.save();
}
