import type { TotpEnrolment } from "../../core/schemas/account";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import type { SecretBox } from "../lib/secret-box";
import { newRecoveryCodes, recoveryCodeHash } from "./recovery-codes";
import {
  activatePendingSecret,
  claimTotpStep,
  findTotp,
  replaceRecoveryCodes,
  savePendingSecret,
  spendRecoveryCode,
} from "./second-factor-repository";
import { newTotpSecret, totpEnrolment, totpStepOf } from "./totp";

/**
 * A person's second factor: setting up an authenticator app, and checking a code from it or a
 * recovery code (docs/decisions/025-second-factor.md).
 */
export type SecondFactorDeps = { db: Database; box: SecretBox };

/** How a code turned out: from the app, a recovery code, a code already used, or neither. */
export type CodeCheck = "app" | "recovery" | "used" | "wrong";

export const WRONG_SETUP_CODE =
  "That code does not match. Check that your phone's clock is right and enter the newest code.";

/** A new secret, kept waiting for its first code; the app the person has now (if any) still works. */
export async function startTotpSetup(
  { db, box }: SecondFactorDeps,
  admin: { id: string; username: string },
): Promise<TotpEnrolment> {
  const secret = newTotpSecret();
  await savePendingSecret(db, admin.id, box.seal(secret));
  return totpEnrolment(secret, admin.username);
}

/**
 * The first code from the app makes the waiting secret the active one and gives ten new recovery
 * codes (the old ones stop working), to be shown once.
 */
export async function confirmTotpSetup(
  { db, box }: SecondFactorDeps,
  adminId: string,
  code: string,
): Promise<string[]> {
  const totp = await findTotp(db, adminId);
  if (!totp?.pendingSecret) {
    throw new HttpError(409, "Start the set-up again: there is no new app waiting for its code.");
  }
  const step = totpStepOf(box.open(totp.pendingSecret), code);
  if (step === null) throw new HttpError(400, WRONG_SETUP_CODE);
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    if (!(await activatePendingSecret(tx, adminId, step))) {
      throw new HttpError(409, "Start the set-up again: there is no new app waiting for its code.");
    }
    await replaceRecoveryCodes(tx, adminId, hashesOf(codes));
  });
  return codes;
}

/** Ten new recovery codes for someone with an app; the old ones stop working. */
export async function renewRecoveryCodes(db: Database, adminId: string) {
  const codes = newRecoveryCodes();
  await db.transaction((tx) => replaceRecoveryCodes(tx, adminId, hashesOf(codes)));
  return codes;
}

const hashesOf = (codes: string[]) =>
  codes.map((code) => {
    const hash = recoveryCodeHash(code);
    if (!hash) throw new Error("a new recovery code does not read back");
    return hash;
  });

/**
 * Checks a code typed at sign-in or as proof: six digits are the app's code, accepted once per
 * 30-second step (a code seen over someone's shoulder cannot be used again); anything else is
 * tried as a recovery code, spent on use.
 */
export async function checkCode(
  { db, box }: SecondFactorDeps,
  adminId: string,
  typed: string,
): Promise<CodeCheck> {
  const digits = typed.replace(/\s/g, "");
  if (/^\d{6}$/.test(digits)) {
    const secret = (await findTotp(db, adminId))?.secret;
    if (!secret) return "wrong";
    const step = totpStepOf(box.open(secret), digits);
    if (step === null) return "wrong";
    return (await claimTotpStep(db, adminId, step)) ? "app" : "used";
  }
  const hash = recoveryCodeHash(typed);
  if (hash && (await spendRecoveryCode(db, adminId, hash))) return "recovery";
  return "wrong";
}
