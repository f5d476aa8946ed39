import type { Language } from "../languages";

// What staff write for the site, in English and beside it in Arabic
// (docs/decisions/075-staff-text-in-both-languages.md): each Arabic text is its English field's
// name with "Ar" ("titleAr"), may be left empty, and the Arabic page then shows the English.

/** The name of a text's Arabic field: "title" becomes "titleAr". */
export const arabicField = <Field extends string>(field: Field) => `${field}Ar` as const;

/** Of `fields`, those `record` has in English and not in Arabic: what the console lists. */
export const missingArabic = <Field extends string>(
  fields: readonly Field[],
  record: Record<Field | `${Field}Ar`, string>,
): Field[] =>
  fields.filter((field) => record[field].trim() !== "" && record[arabicField(field)].trim() === "");

/**
 * A text staff wrote, as a page in `language` shows it: in Arabic on an Arabic page where they
 * wrote it in Arabic, else in English, with the language it is in (the page marks English).
 */
export function shownText<Field extends string>(
  record: Record<Field | `${Field}Ar`, string>,
  field: Field,
  language: Language,
): { text: string; language: Language } {
  const arabic = record[arabicField(field)];
  return language === "ar" && arabic.trim() !== ""
    ? { text: arabic, language: "ar" }
    : { text: record[field], language: "en" };
}
