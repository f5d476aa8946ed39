// What the console's search (every list, the command palette, the firms) treats as the same letter:
// Arabic names are written in several ways, and a search must find "عبد الله" when it was typed
// "عبدالله", "أحمد" as "احمد", "فاطمة" as "فاطمه". The database keeps each row's searchable text
// folded by these rules (api/db/columns.ts builds the SQL from them), and the term searched for is
// folded by the same rules here, so both sides meet.

/**
 * Letters written for one another: each of `from` becomes the letter at the same place in `to`.
 * أ إ آ and alef wasla become ا, ى becomes ي, ة becomes ه (as code points: the site's fonts keep only the
 * letters its pages show: scripts/fonts-config.ts).
 */
const FOLD_FROM = "\u0623\u0625\u0622\u0671\u0649\u0629";
const FOLD_TO = "\u0627\u0627\u0627\u0627\u064A\u0647";

/** Marks and strokes ignored: tatweel (U+0640), the harakat and shadda (U+064B–U+0652), dagger alef (U+0670). */
const IGNORED = "\u0640\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0670";

/** "عبد الله" and "عبدالله" alike: the space after "عبد" (servant of) is dropped. */
const ABD_SPACE = { pattern: "عبد +", replacement: "عبد" } as const;

/** The rules as SQL over a text expression, for the generated search column (immutable functions only). */
export function foldSearchTextSql(expression: string): string {
  return `regexp_replace(translate(lower(${expression}), '${FOLD_FROM}${IGNORED}', '${FOLD_TO}'), '${ABD_SPACE.pattern}', '${ABD_SPACE.replacement}', 'g')`;
}

const FOLDS = new Map([...FOLD_FROM].map((letter, index) => [letter, FOLD_TO[index] ?? ""]));
const IGNORED_SET = new Set(IGNORED);

/** The same rules over a term typed into a search box. */
export function foldSearchText(text: string): string {
  let folded = "";
  for (const character of text.toLowerCase()) {
    if (IGNORED_SET.has(character)) continue;
    folded += FOLDS.get(character) ?? character;
  }
  return folded.replace(new RegExp(ABD_SPACE.pattern, "g"), ABD_SPACE.replacement);
}
