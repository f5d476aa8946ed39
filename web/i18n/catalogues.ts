import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Locale } from "./locales";

/**
 * One Lingui instance per language, each fixed to its language and never switched: the server
 * renders pages of both languages at once, and a page's messages and meta read the instance of
 * the page's own language. A page loads only its own language's compiled catalogue.
 */
const loaded = new Map<Locale, I18n>();

const CATALOGUES: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../locales/en.po"),
  ar: () => import("../locales/ar.po"),
};

/** Loads the compiled catalogue of `locale` once; the server before it renders, the browser before it hydrates. */
export async function loadCatalogue(locale: Locale): Promise<I18n> {
  const known = loaded.get(locale);
  if (known) return known;
  const { messages } = await CATALOGUES[locale]();
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  loaded.set(locale, i18n);
  return i18n;
}

/**
 * The instance of `locale`, loaded before the page rendered. In the browser only the page's own
 * language is loaded: a link to the other language is followed as a page load (LanguageProvider).
 */
export function i18nFor(locale: Locale): I18n | undefined {
  return loaded.get(locale);
}

/**
 * The instance of `locale`, or whichever language the browser loaded: what a page shows for the
 * moment it takes to load again in the other (LanguageProvider).
 */
export function i18nOrAny(locale: Locale): I18n {
  const found = loaded.get(locale) ?? loaded.values().next().value;
  if (!found) throw new Error("No message catalogue was loaded before the page rendered");
  return found;
}
