import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { type Digits, intlLocale } from "../../core/languages";
import { originalPath } from "../paths";
import { CATALOGUE_FILES, type CatalogueName } from "./catalogue-files";
import { easternMessages } from "./eastern-messages";
import type { Locale } from "./locales";
import { basePath } from "./locales";
import { PAGE_CATALOGUES } from "./page-catalogues";

/**
 * One Lingui instance per language, each fixed to its language and never switched: the server
 * renders pages of both languages at once, and a page's messages and meta read the instance of
 * the page's own language. The browser loads only the page's language, and of it only the
 * frame's catalogue and the page's own (docs/decisions/066-catalogue-per-page.md). Arabic has a
 * second instance, the same messages with the digits of their text in Eastern Arabic, for the
 * visitors who chose those digits (docs/decisions/089-eastern-digits-in-messages.md).
 */
const instances = new Map<string, I18n>();

// Each catalogue of each language is a chunk of its own, imported when a page needs it.
const FILES = import.meta.glob<{ messages: Messages }>("../locales/*/*.po");

const loads = new Map<string, Promise<void>>();
/** Each catalogue's compiled messages once loaded, by "locale/name": what a page's HTML carries. */
const loaded = new Map<string, Messages>();

/** English is written in Western digits whatever the visitor chose for the Arabic pages. */
const digitsOf = (locale: Locale, digits: Digits): Digits => (locale === "ar" ? digits : "latn");

function instance(locale: Locale, chosen: Digits = "latn"): I18n {
  const digits = digitsOf(locale, chosen);
  const key = `${locale}/${digits}`;
  let i18n = instances.get(key);
  if (!i18n) {
    // A plural's number (`#`) is formatted in the instance's digits too.
    const locales = digits === "arab" ? [intlLocale(locale, digits)] : undefined;
    i18n = setupI18n({ locale, locales, messages: { [locale]: {} } });
    instances.set(key, i18n);
  }
  return i18n;
}

function loadOne(locale: Locale, name: CatalogueName): Promise<void> {
  const key = `${locale}/${name}`;
  const known = loads.get(key);
  if (known) return known;
  const file = FILES[`../locales/${key}.po`];
  if (!file) throw new Error(`No catalogue ${key}.po in web/locales`);
  const load = file().then(({ messages }) => keep(locale, name, messages));
  loads.set(key, load);
  return load;
}

function keep(locale: Locale, name: CatalogueName, messages: Messages) {
  loaded.set(`${locale}/${name}`, messages);
  instance(locale).load(locale, messages);
  if (locale === "ar") instance(locale, "arab").load(locale, easternMessages(messages));
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

/**
 * The compiled messages of the page at `pathname` in `locale`, by catalogue, as loaded: what the
 * server writes into the page it renders, so the browser has them with the HTML
 * (web/lib/page-messages.tsx).
 */
export function pageMessages(locale: Locale, pathname: string): PageMessages {
  const messages: PageMessages = {};
  for (const name of cataloguesOf(pathname)) {
    const found = loaded.get(`${locale}/${name}`);
    if (found) messages[name] = found;
  }
  return messages;
}

export type PageMessages = Partial<Record<CatalogueName, Messages>>;

/** The id of the JSON data block that carries the page's messages in its HTML. */
export const PAGE_MESSAGES_ID = "page-messages";

/**
 * In the browser, before hydrating (entry.client.tsx): takes the catalogues the page's HTML
 * carried, loaded at once and never requested again on a navigation.
 */
export function readPageMessages(locale: Locale): void {
  const text = document.getElementById(PAGE_MESSAGES_ID)?.textContent;
  if (!text) return;
  const messages = JSON.parse(text) as PageMessages;
  for (const [name, compiled] of Object.entries(messages) as [CatalogueName, Messages][]) {
    keep(locale, name, compiled);
    loads.set(`${locale}/${name}`, Promise.resolve());
  }
}

/**
 * Loads the catalogues `names` of `locale` and answers its instance: a part of a page shown in the
 * other language (the console's preview of an Arabic page).
 */
export async function loadCatalogues(locale: Locale, names: readonly CatalogueName[]) {
  await Promise.all(names.map((name) => loadOne(locale, name)));
  return instance(locale);
}

/** Loads every catalogue of `locale`: the server, which renders any page, and the unit tests. */
export async function loadCatalogue(locale: Locale): Promise<I18n> {
  await Promise.all(ALL.map((name) => loadOne(locale, name)));
  return instance(locale);
}

/**
 * The digits of the page the browser shows (LanguageProvider keeps them): what a toast, said
 * outside the page's components, is written in. The server renders many pages at once and names
 * the digits of each.
 */
let shownDigits: Digits = "latn";
export function showDigits(digits: Digits) {
  shownDigits = digits;
}

/**
 * The instance of `locale` in `digits`, or whichever language the browser loaded: what a page
 * shows for the moment it takes to load again in the other (LanguageProvider).
 */
export function i18nOrAny(locale: Locale, digits: Digits = shownDigits): I18n {
  const found =
    instances.get(`${locale}/${digitsOf(locale, digits)}`) ?? instances.values().next().value;
  if (!found) throw new Error("No message catalogue was loaded before the page rendered");
  return found;
}
