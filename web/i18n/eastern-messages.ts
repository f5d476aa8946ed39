import type { Messages } from "@lingui/core";
import { easternDigits } from "../../core/eastern-digits";

/**
 * A catalogue's compiled messages with the digits of their text in Eastern Arabic
 * (docs/decisions/089-eastern-digits-in-messages.md): what an Arabic page shows a visitor who
 * chose those digits. Only the text is rewritten: a placeholder's value is the page's to format
 * (a figure that must stay Western, "0123" in the footer's choice, is one), and the element
 * markers `<0>…</0>` of a message with markup keep their numbers, which are indexes, not figures.
 */
export function easternMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, easternMessage(message)]),
  );
}

type Message = Messages[string];
type Token = Exclude<Message, string>[number];

function easternMessage(message: Message): Message {
  return typeof message === "string" ? easternText(message) : message.map(easternToken);
}

// A compiled message is its text and its tokens: a placeholder `[name]`, a formatted value
// `[name, format, style]`, or a plural or a select `[name, kind, { offset, ...cases }]`, each case
// a message of its own (@lingui/message-utils, compileMessage).
function easternToken(token: Token): Token {
  if (typeof token === "string") return easternText(token);
  const [name, kind, cases] = token;
  if (kind === undefined || typeof cases !== "object" || cases === null) return token;
  return [
    name,
    kind,
    Object.fromEntries(
      Object.entries(cases).map(([key, value]) => [
        key,
        typeof value === "string" || Array.isArray(value) ? easternMessage(value) : value,
      ]),
    ),
  ] as Token;
}

/** "<0>13</0> جلسة" -> "<0>١٣</0> جلسة": the text between the markers, not the markers. */
const easternText = (text: string) =>
  text
    .split(/(<\/?\d+\s*\/?>)/)
    .map((part, index) => (index % 2 === 1 ? part : easternDigits(part)))
    .join("");
