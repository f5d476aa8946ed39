import type { Language } from "../../core/languages";
import { useLocale } from "../i18n/language";

/**
 * What staff write for the public site (an event's title, venue and programme, a cohort's name)
 * is shown as written, in whichever language they wrote it: its direction from its own first
 * letter, and marked so the Arabic pages' check for English words knows it is not the site's own
 * text (e2e/arabic.spec.ts; docs/decisions/059-languages.md). Spread on the element that holds it.
 */
export const STAFF_TEXT = { dir: "auto", "data-staff-text": "" } as const;

/**
 * Staff's text shown in `language` on a page in `pageLanguage`
 * (docs/decisions/075-staff-text-in-both-languages.md): Arabic right to left, whatever letter it
 * starts with ("Nakhla House، أبوظبي"); English standing in where staff wrote no Arabic, marked as
 * English, left to right; English on an English page as written.
 */
export const staffTextIn = (language: Language, pageLanguage: Language) => {
  if (language === "ar") return { lang: "ar", dir: "rtl", "data-staff-text": "" } as const;
  return pageLanguage === "en"
    ? STAFF_TEXT
    : ({ lang: "en", dir: "ltr", "data-staff-text": "" } as const);
};

/**
 * How to mark each of staff's texts of one record on this page, given the language each was
 * written in (an event's or a cohort's `languages`): `staffTextIn` with the page's language.
 */
export function useStaffTextIn<Field extends string>(languages: Readonly<Record<Field, Language>>) {
  const locale = useLocale();
  return (field: Field) => staffTextIn(languages[field], locale);
}
