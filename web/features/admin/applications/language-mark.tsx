import type { Language } from "../../../../core/languages";

/** The languages' names as the console writes them. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", ar: "Arabic" };

/**
 * The mark of an application made in Arabic, beside its startup's name: the founder's mails and
 * page are in Arabic, and staff write to them knowing it (docs/decisions/067-founder-language.md).
 * English, the default, has none.
 */
export function LanguageMark({ language }: { language: Language }) {
  if (language !== "ar") return null;
  return (
    <span className="language-mark" title="Applied in Arabic">
      <span className="visually-hidden">Applied in Arabic: </span>
      <span lang="ar" dir="rtl">
        العربية
      </span>
    </span>
  );
}
