import { INTL_LOCALE, type Language } from "./languages";

// The watermark of a firm viewer's copy of the deck and of the deal room's pages
// (docs/decisions/060-deal-room-deck.md): who it was made for, the day, and that it is
// confidential, in the deal link's language (docs/decisions/086-deal-room-language.md). The API
// stamps the deck with it (api/deals/deck-stamp.ts) and the room shows the same words.

const LRI = "\u2066";
const PDI = "\u2069";
/** Anything outside Latin-1: a letter that may read right to left, or a direction control. */
const BEYOND_LATIN_1 = /[^\x20-\x7e\xa0-\xff]/;
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** «سري»: "Confidential" in the Arabic stamp (docs/arabic-glossary.md). */
export const CONFIDENTIAL_AR = "سري";

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The day as the watermark writes it: "27 Nov 2026", or "27 نوفمبر 2026" in Arabic (Western
 * digits). `timeZone` unset is the runtime's own: the room shows the reader's day, the stamped
 * copy the day in UTC it was made.
 */
export function deckStampDay(date: Date, language: Language, timeZone?: string): string {
  const key = `${language}/${timeZone ?? ""}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[language], {
      day: language === "en" ? "2-digit" : "numeric",
      month: language === "en" ? "short" : "long",
      year: "numeric",
      ...(timeZone ? { timeZone } : {}),
    });
    formats.set(key, format);
  }
  return format.format(date);
}

/**
 * "a@b.com · 27 Nov 2026 · Confidential"; in Arabic, read right to left, "LRI a@b.com PDI · 27 نوفمبر
 * 2026 · سري". The address keeps its own order in a left-to-right isolate (LRI … PDI), so a
 * right-to-left local part or domain cannot pull the day's digits into it; a Latin-1 address in
 * an English stamp needs none and is written as the stamp always was.
 */
export function deckStampText(email: string, day: string, language: Language): string {
  const plain = email.replace(DIRECTION_CONTROLS, "");
  if (language === "ar") return `${LRI}${plain}${PDI} · ${day} · ${CONFIDENTIAL_AR}`;
  const address = BEYOND_LATIN_1.test(plain) ? `${LRI}${plain}${PDI}` : plain;
  return `${address} · ${day} · Confidential`;
}
