// A name someone typed, inside a line of ours (a mail's subject, a calendar invitation's title):
// Unicode's directional isolate (UAX #9) around it, as the pages' <bdi> does, so its letters or a
// direction mark it carries cannot reorder the rest of the line.

const LRE_RLE_LRO_RLO = /[\u202A\u202B\u202D\u202E]/;
const PDF = "\u202C";
const ISOLATE_INITIATOR = /[\u2066\u2067\u2068]/;
const FSI = "\u2068";
const PDI = "\u2069";
/** A direction control (embedding, override, isolate, or their ends) or a right-to-left letter. */
const MAY_REORDER = /[\u202A-\u202E\u2066-\u2069\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const LINE_BREAKS_AND_TABS = /[\t\n\r\u0085\u2028\u2029]+/g;

/**
 * The text with every direction control it opens closed at its end, in order, and every close
 * without its opening dropped: nothing it starts reaches past it, nothing it ends is ours.
 */
export function terminateBidi(text: string): string {
  const open: ("embedding" | "isolate")[] = [];
  let out = "";
  for (const char of text) {
    if (LRE_RLE_LRO_RLO.test(char)) {
      open.push("embedding");
    } else if (char === PDF) {
      if (open.at(-1) !== "embedding") continue;
      open.pop();
    } else if (ISOLATE_INITIATOR.test(char)) {
      open.push("isolate");
    } else if (char === PDI) {
      // A PDI also ends the embeddings opened inside its isolate (UAX #9, X6a).
      const at = open.lastIndexOf("isolate");
      if (at < 0) continue;
      open.length = at;
    }
    out += char;
  }
  for (const kind of open.reverse()) out += kind === "isolate" ? PDI : PDF;
  return out;
}

/** Line breaks and tabs read as one space: a line of a header stays one line. */
export const oneLine = (text: string) => text.replace(LINE_BREAKS_AND_TABS, " ");

/**
 * A typed name for a line of ours: on one line, and when it could reorder what surrounds it (it
 * holds a right-to-left letter or a direction control), isolated with its own controls closed.
 * A name of left-to-right letters alone is left as it is.
 */
export function isolateName(name: string): string {
  const line = oneLine(name);
  return MAY_REORDER.test(line) ? `${FSI}${terminateBidi(line)}${PDI}` : line;
}

/** A whole line of ours (a subject): on one line, no direction control left open at its end. */
export const safeHeaderLine = (line: string) => terminateBidi(oneLine(line));

const LRI = "\u2066";
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const FIRST_LETTER = /\p{L}/u;
/**
 * A left-to-right stretch inside right-to-left text: from a Latin letter or a digit (with a sign,
 * an opening bracket or quote before it) to the last Latin letter, digit, percent sign or closing
 * bracket or quote before the next right-to-left letter.
 */
const LEFT_TO_RIGHT_STRETCH =
  /[+\u20B9$#(["']?[\p{Script=Latin}\p{Nd}](?:[^\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]*[\p{Script=Latin}\p{Nd}%)\]"'/])?/gu;

const count = (text: string, chars: string) =>
  [...text].filter((char) => chars.includes(char)).length;

/**
 * Typed text in pieces, each marked left to right or not: in text with a right-to-left letter,
 * every left-to-right stretch (a phone number, an amount, a Latin name, a range) is a piece of its
 * own. The Unicode Bidirectional Algorithm reads the digits and spaces of "هاتف +971 50 123 4567"
 * as part of the Arabic sentence and shows the groups in reverse ("4567 123 50 971+"), and
 * "10–15" as "15–10"; a stretch isolated left to right keeps its order. Text without a
 * right-to-left letter is one piece, and so is text whose first letter is left to right: it is
 * laid out left to right (UAX #9, P2), where such stretches keep their order anyway, and an
 * isolate would hide that first letter from the rule.
 */
export function directionalPieces(
  text: string,
  /** "rtl": the text is laid out right to left whatever its first letter; isolate every stretch. */
  base: "auto" | "rtl" = "auto",
): { text: string; ltr: boolean }[] {
  const first = FIRST_LETTER.exec(text)?.[0] ?? "";
  if (base === "auto" && !RIGHT_TO_LEFT_LETTER.test(first)) return [{ text, ltr: false }];
  const pieces: { text: string; ltr: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(LEFT_TO_RIGHT_STRETCH)) {
    let start = match.index ?? 0;
    let stretch = match[0];
    // A bracket whose partner is outside the stretch stays outside with it: an isolate holds
    // whole pairs only.
    const opened = count(stretch, "([") - count(stretch, ")]");
    if (opened > 0 && /^[([]/.test(stretch)) {
      stretch = stretch.slice(1);
      start += 1;
    } else if (opened < 0 && /[)\]]$/.test(stretch)) {
      stretch = stretch.slice(0, -1);
    }
    if (start > last) pieces.push({ text: text.slice(last, start), ltr: false });
    pieces.push({ text: stretch, ltr: true });
    last = start + stretch.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), ltr: false });
  return pieces;
}

/** Typed text with its left-to-right stretches between LRI and PDI (directionalPieces). */
export const isolateLeftToRight = (text: string, base: "auto" | "rtl" = "auto") =>
  directionalPieces(text, base)
    .map((piece) => (piece.ltr ? `${LRI}${piece.text}${PDI}` : piece.text))
    .join("");
