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
