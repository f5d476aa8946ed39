import { createHash, randomInt } from "node:crypto";

/**
 * One-time recovery codes: ten per person, shown once, stored as sha256. Each is 16 characters of
 * Crockford's base32 (80 random bits), so a plain hash is enough: argon2 slows the guessing of
 * passwords people choose, and nobody can guess through 2^80 codes, online or from a copy of the
 * table (docs/decisions/025-second-factor.md). The alphabet leaves out I, L, O and U; a code is read
 * back in any case, with or without its dashes, O as 0 and I or L as 1.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const LENGTH = 16;

function newRecoveryCode() {
  let code = "";
  for (let index = 0; index < LENGTH; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code.match(/.{4}/g)?.join("-") ?? code;
}

export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

function normaliseRecoveryCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  return code.length === LENGTH && [...code].every((char) => ALPHABET.includes(char)) ? code : null;
}

/** The stored form of a code as typed (or as made), or null when it cannot be a recovery code. */
export function recoveryCodeHash(typed: string): string | null {
  const code = normaliseRecoveryCode(typed);
  return code === null ? null : createHash("sha256").update(code).digest("hex");
}
