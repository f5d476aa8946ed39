import { PASSWORD_ONLY_SPACES_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from "../../core/schemas/staff";

const TOO_EASY = "This password is too easy to guess.";

/**
 * The staff passwords every place one is chosen refuses (an invitation, `admin:create`, a password
 * change), with the reason each gives: the five of docs/decisions/044-staff-password-strength.md
 * (`personal` is the person's own address or username), then whitespace only and whitespace
 * padding, judged as typed.
 */
export const weakPasswords = (personal: string): [password: string, reason: string][] => [
  ["aaaaaaaaaaaa", `${TOO_EASY} Repeated characters like "aaa" are easy to guess.`],
  ["            ", PASSWORD_ONLY_SPACES_MESSAGE],
  [
    "passwordpassword",
    `${TOO_EASY} Repeated character patterns like "abcabcabc" are easy to guess.`,
  ],
  ["123456789012", `${TOO_EASY} This is a commonly used password.`],
  [personal, `${TOO_EASY} There should not be any personal or page related data.`],
  ["\t".repeat(12), PASSWORD_ONLY_SPACES_MESSAGE],
  ["\n".repeat(12), PASSWORD_ONLY_SPACES_MESSAGE],
  ["\r\n".repeat(6), PASSWORD_ONLY_SPACES_MESSAGE],
  ["\n\n123456789012\t\t", `${TOO_EASY} This is a commonly used password.`],
  [
    "  passwordpassword  ",
    `${TOO_EASY} Repeated character patterns like "abcabcabc" are easy to guess.`,
  ],
  ["\t\tsecret1\n\n\n\n", PASSWORD_TOO_SHORT_MESSAGE],
];
