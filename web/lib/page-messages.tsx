import { cataloguesOf, PAGE_MESSAGES_ID, pageMessages } from "../i18n/catalogues";
import type { Locale } from "../i18n/locales";
import { useNonce } from "./nonce";

/**
 * The page's words, arriving with the page: its catalogues' compiled messages (the frame's and its
 * own, in its language), written into the HTML as a JSON data block, which the browser reads before
 * it hydrates instead of requesting them after its scripts (docs/decisions/066-catalogue-per-page.md).
 * A data block runs nothing; it carries the request's nonce all the same, as every inline script
 * of the site does (docs/decisions/035-csp.md). On a navigation it shows the new page's, as a fresh
 * load of it would.
 */
export function PageMessagesScript({ locale, pathname }: { locale: Locale; pathname: string }) {
  const nonce = useNonce();
  const json = pageMessagesJson(locale, pathname);
  return (
    <script
      type="application/json"
      id={PAGE_MESSAGES_ID}
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of the site's own catalogues, escaped above
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

/**
 * The block's text, written once per language and set of catalogues: the server renders every
 * page with it, and the catalogues it serves never change while it runs. A set not yet complete
 * (the browser, which loads a catalogue as it navigates) is not kept.
 */
const written = new Map<string, string>();

function pageMessagesJson(locale: Locale, pathname: string): string {
  const names = cataloguesOf(pathname);
  const key = `${locale}/${names.join(",")}`;
  const known = written.get(key);
  if (known !== undefined) return known;
  const messages = pageMessages(locale, pathname);
  // "<" escaped, so no text of a message can close the block.
  const json = JSON.stringify(messages).replace(/</g, "\\u003c");
  if (Object.keys(messages).length === names.length) written.set(key, json);
  return json;
}
