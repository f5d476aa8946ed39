// Digits written into text rather than formatted (docs/decisions/089-eastern-digits-in-messages.md).
// A number the Arabic pages format goes through Intl's numbering system (core/languages.ts); the
// figures a translator wrote into a sentence ("13 جلسة فردية", "100%", "2.8 مليار") are text, and
// for a visitor who chose Eastern Arabic digits they are rewritten here. The other way, what a
// visitor types in Eastern Arabic or Persian digits is read as the Western number it is.

const EASTERN_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;
const ARABIC_THOUSANDS = "\u066c";
const ARABIC_DECIMAL = "\u066b";
const ARABIC_PERCENT = "\u066a";

/**
 * `text` with its Western digits in Eastern Arabic ones, and the signs that belong to a number in
 * theirs: "250,000" -> "٢٥٠٬٠٠٠", "2.8" -> "٢٫٨", "100%" -> "١٠٠٪". A comma or a full stop that
 * is not between two digits is punctuation and stays.
 */
export function easternDigits(text: string): string {
  return text
    .replace(/(?<=\d),(?=\d)/g, ARABIC_THOUSANDS)
    .replace(/(?<=\d)\.(?=\d)/g, ARABIC_DECIMAL)
    .replace(/(?<=\d)%/g, ARABIC_PERCENT)
    .replace(/\d/g, (digit) => String.fromCharCode(EASTERN_ZERO + Number(digit)));
}

/**
 * What a visitor typed, with Eastern Arabic (٠١٢٣) and Persian (U+06F0 to U+06F9) digits and the Arabic
 * thousands, decimal and percent signs in their Western forms: "٢٥٠٬٠٠٠" -> "250,000". A parser of
 * typed numbers reads its text through this first.
 */
export function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - EASTERN_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - PERSIAN_ZERO))
    .replaceAll(ARABIC_THOUSANDS, ",")
    .replaceAll(ARABIC_DECIMAL, ".")
    .replaceAll(ARABIC_PERCENT, "%");
}
