import { useState } from "react";
import type { Parsed } from "./console-dates";

/**
 * The text of a console date or time field and the value it stands for. The form holds the value:
 * the ISO day or HH:mm when the text is one, "" when empty, the text itself when it is neither (so
 * the form's check refuses it while the field says why). A value the form sets (a reset, a prefill)
 * replaces the text.
 */
export function useTypedValue({
  value,
  onChange,
  parse,
  format,
}: {
  value: string;
  onChange: (value: string) => void;
  parse: (text: string) => Parsed;
  format: (value: string) => string;
}) {
  const [text, setText] = useState(() => format(value));
  const [held, setHeld] = useState(value);
  // Set while the text is wrong and its owner has left the field or pressed Enter.
  const [checked, setChecked] = useState(false);
  if (value !== held) {
    setHeld(value);
    setText(format(value));
    setChecked(false);
  }

  const parsed = parse(text);
  const heldFor = (typed: string) => {
    const result = parse(typed);
    return result.kind === "valid" ? result.value : result.kind === "empty" ? "" : typed.trim();
  };

  const type = (typed: string) => {
    const next = heldFor(typed);
    setText(typed);
    setHeld(next);
    if (parse(typed).kind !== "invalid") setChecked(false);
    if (next !== value) onChange(next);
  };

  /** Leaving the field: a valid text is written the console's way, a wrong one is said. */
  const settle = () => {
    if (parsed.kind === "valid") setText(format(parsed.value));
    setChecked(true);
  };

  return {
    text,
    type,
    settle,
    problem: parsed.kind === "invalid" && checked ? parsed.problem : undefined,
  };
}
