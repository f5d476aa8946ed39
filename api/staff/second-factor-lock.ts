import type { FastifyBaseLogger } from "fastify";
import { FIRM } from "../../core/firm";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import type { Mailer } from "../mail/mailer";
import { freeSlots, takeSlot } from "../rate-limits/rate-limit-hits";
import {
  countSecondFactorFailures,
  findSecondFactorLock,
  lockSecondFactor,
  recordSecondFactorFailure,
} from "./second-factor-lock-repository";

/**
 * The account-wide limit on wrong second-factor codes. The sign-in throttle counts per address, so
 * many addresses could share out guesses at one account; this counts every code for the account, on
 * the database (so across instances), and locks the second step when there are too many. Each code
 * takes a slot before it is checked, in one conditional update (docs/decisions/068-atomic-guess-
 * limits.md), so codes sent at once, to any instance, are never judged more than the limit.
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

const slotKey = (adminId: string) => `guess second-factor ${adminId}`;

/**
 * Takes one of the account's slots for a code to be checked, or refuses (429) without checking it
 * when the window's slots are taken: answers the slot's number, the last one being the limit.
 */
export async function takeCodeSlot(db: Database, adminId: string): Promise<number> {
  const taken = await takeSlot(db, slotKey(adminId), {
    limit: WRONG_CODES_PER_ACCOUNT,
    windowMs: SECOND_STEP_LOCK_MINUTES * 60_000,
  });
  if ("slot" in taken) return taken.slot;
  const now = new Date();
  const windowEnds = new Date(now.getTime() + taken.retryInMs);
  const lockedUntil = await findSecondFactorLock(db, adminId);
  throw lockedError(lockedUntil && lockedUntil > windowEnds ? lockedUntil : windowEnds, now);
}

/** A right code: the account's wrong ones no longer count. */
export const forgetWrongCodes = (db: Database, adminId: string) => freeSlots(db, slotKey(adminId));

type Account = { adminId: string; username: string; name: string };

/**
 * Records a wrong code for the account, checked in slot `slot` (takeCodeSlot). The one in the last
 * slot locks the second step and mails the owner (once: only one request holds that slot).
 */
export async function countWrongCode(
  deps: { db: Database; mailer: Mailer },
  log: FastifyBaseLogger,
  account: Account,
  { ip, slot }: { ip: string; slot: number },
) {
  const now = new Date();
  const since = new Date(now.getTime() - SECOND_STEP_LOCK_MINUTES * 60_000);
  await recordSecondFactorFailure(deps.db, { adminId: account.adminId, ip, forgetBefore: since });
  if (slot < WRONG_CODES_PER_ACCOUNT) return;
  // The slots are the count: codes checked at once may not all be recorded yet.
  const failures = slot;
  const { addresses } = await countSecondFactorFailures(deps.db, account.adminId, since);
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
