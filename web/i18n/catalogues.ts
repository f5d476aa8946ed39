import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { originalPath } from "../paths";
import { CATALOGUE_FILES, type CatalogueName } from "./catalogue-files";
import type { Locale } from "./locales";
import { basePath } from "./locales";
import { PAGE_CATALOGUES } from "./page-catalogues";

/**
 * One Lingui instance per language, each fixed to its language and never switched: the server
 * renders pages of both languages at once, and a page's messages and meta read the instance of
 * the page's own language. The browser loads only the page's language, and of it only the
 * frame's catalogue and the page's own (docs/decisions/066-catalogue-per-page.md).
 */
const instances = new Map<Locale, I18n>();

// Each catalogue of each language is a chunk of its own, imported when a page needs it.
const FILES = import.meta.glob<{ messages: Messages }>("../locales/*/*.po");

const loads = new Map<string, Promise<void>>();

function instance(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: {} } });
    instances.set(locale, i18n);
  }
  return i18n;
}

function loadOne(locale: Locale, name: CatalogueName): Promise<void> {
  const key = `${locale}/${name}`;
  const known = loads.get(key);
  if (known) return known;
  const file = FILES[`../locales/${key}.po`];
  if (!file) throw new Error(`No catalogue ${key}.po in web/locales`);
  const load = file().then(({ messages }) => instance(locale).load(locale, messages));
  loads.set(key, load);
  return load;
}

const ALL = Object.keys(CATALOGUE_FILES) as CatalogueName[];

/** The catalogues the page at `pathname` (either language) shows: the frame's and its own. */
export function cataloguesOf(pathname: string): CatalogueName[] {
  return ["frame", ...(PAGE_CATALOGUES[originalPath(basePath(pathname))] ?? [])];
}

/**
 * Loads the catalogues of the page at `pathname` in `locale`: the browser's, before it hydrates
 * (entry.client.tsx) and inside each navigation (SiteLayout's middleware).
 */
export async function loadPageCatalogues(locale: Locale, pathname: string): Promise<void> {
  await Promise.all(cataloguesOf(pathname).map((name) => loadOne(locale, name)));
}

/** Loads every catalogue of `locale`: the server, which renders any page, and the unit tests. */
export async function loadCatalogue(locale: Locale): Promise<I18n> {
  await Promise.all(ALL.map((name) => loadOne(locale, name)));
  return instance(locale);
}

/**
 * The instance of `locale`, or whichever language the browser loaded: what a page shows for the
 * moment it takes to load again in the other (LanguageProvider).
 */
export function i18nOrAny(locale: Locale): I18n {
  const found = instances.get(locale) ?? instances.values().next().value;
  if (!found) throw new Error("No message catalogue was loaded before the page rendered");
  return found;
}
