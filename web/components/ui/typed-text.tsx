import { directionalPieces } from "../../../core/bidi";

/**
 * What someone typed, shown as typed: in Arabic text, each left-to-right stretch (a phone number,
 * an amount, "10–15", a Latin name) in a left-to-right isolate, so the Unicode Bidirectional
 * Algorithm does not show its groups in reverse (core/bidi.ts, directionalPieces).
 */
export function TypedText({ value }: { value: string }) {
  let offset = 0;
  return directionalPieces(value).map((piece) => {
    const key = offset;
    offset += piece.text.length;
    return piece.ltr ? (
      <bdi key={key} dir="ltr">
        {piece.text}
      </bdi>
    ) : (
      piece.text
    );
  });
}
