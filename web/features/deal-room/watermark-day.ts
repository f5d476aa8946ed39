import { deckStampDay } from "../../../core/deck-stamp-text";
import type { Language } from "../../../core/languages";

/**
 * The day as the deal room's watermarks write it, the reader's own day: "27 Nov 2026", or
 * "27 نوفمبر 2026" in Arabic (core/deck-stamp-text.ts keeps one formatter per language).
 */
export const dayOf = (date: Date, language: Language = "en") => deckStampDay(date, language);
