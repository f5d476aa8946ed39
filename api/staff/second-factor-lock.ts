import type { FastifyBaseLogger } from "fastify";
import { FIRM } from "../../core/firm";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import type { Mailer } from "../mail/mailer";
import {
  countSecondFactorFailures,
  findSecondFactorLock,
  lockSecondFactor,
  recordSecondFactorFailure,
} from "./second-factor-lock-repository";

/**
 * The account-wide limit on wrong second-factor codes. The sign-in throttle counts per address, so
 * many addresses could share out guesses at one account; this counts every wrong code for the
 * account, on the database (so across instances), and locks the second step when there are too many.
 */
export const WRONG_CODES_PER_ACCOUNT = 10;
export const SECOND_STEP_LOCK_MINUTES = 15;

const lockedError = (until: Date, now: Date) =>
  new HttpError(
    429,
    `Too many wrong codes for this account. Two-step sign-in is locked for ${SECOND_STEP_LOCK_MINUTES} minutes; its owner has been told by e-mail.`,
    { "retry-after": String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))) },
  );

/** Refuses with 429 (and `Retry-After`) while the account's second step is locked. */
export async function refuseIfSecondStepLocked(db: Database, adminId: string) {
  const until = await findSecondFactorLock(db, adminId);
  const now = new Date();
  if (until && until > now) throw lockedError(until, now);
}

type Account = { adminId: string; username: string; name: string };

/**
 * Counts a wrong code for the account. The one that reaches the limit locks the second step and
 * mails the owner (once: only the instance that set the lock sends it).
 */
export async function countWrongCode(
  deps: { db: Database; mailer: Mailer },
  log: FastifyBaseLogger,
  account: Account,
  ip: string,
) {
  const now = new Date();
  const since = new Date(now.getTime() - SECOND_STEP_LOCK_MINUTES * 60_000);
  await recordSecondFactorFailure(deps.db, { adminId: account.adminId, ip, forgetBefore: since });
  const { failures, addresses } = await countSecondFactorFailures(deps.db, account.adminId, since);
  if (failures < WRONG_CODES_PER_ACCOUNT) return;
  const until = new Date(now.getTime() + SECOND_STEP_LOCK_MINUTES * 60_000);
  if (!(await lockSecondFactor(deps.db, account.adminId, until, now))) return;
  log.warn({ username: account.username, failures, addresses }, "second step locked");
  // Invited staff sign in with their address; someone made by admin:create may have none.
  if (!account.username.includes("@")) return;
  await deps.mailer.send({
    kind: "second-step-locked",
    to: account.username,
    subject: `Two-step sign-in to your ${FIRM.name} account is locked`,
    text: [
      `Hello ${account.name},`,
      "",
      `${failures} wrong codes were entered for your account in ${SECOND_STEP_LOCK_MINUTES} minutes, from ${addresses === 1 ? "1 address" : `${addresses} addresses`}.`,
      `To keep it safe, the code step of signing in is locked until ${until.toUTCString()}.`,
      "Whoever entered them already had your password. If it was not you, change your password as soon as you can (Account, in the console) and tell an admin.",
      "",
      `The team at ${FIRM.name}`,
    ].join("\n"),
  });
}
