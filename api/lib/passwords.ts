import { hash, verify } from "@node-rs/argon2";

export const hashPassword = (password: string) => hash(password);

// Verifying against this when the username is unknown keeps the answer time the same either way.
const DUMMY_HASH = hash("not a real password");

export async function verifyPassword(passwordHash: string | undefined, password: string) {
  if (!passwordHash) {
    await verify(await DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
