import type { FastifyBaseLogger } from "fastify";
import type { SecondStep } from "../../core/schemas/account";
import { HttpError } from "../lib/http-error";
import { hashToken } from "../lib/tokens";
import type { Mailer } from "../mail/mailer";
import {
  checkCode,
  confirmTotpSetup,
  type SecondFactorDeps,
  startTotpSetup,
} from "./second-factor";
import {
  countWrongCode,
  forgetWrongCodes,
  refuseIfSecondStepLocked,
  takeCodeSlot,
} from "./second-factor-lock";
import {
  countUnusedRecoveryCodes,
  findLiveChallenge,
  recordChallengeFailure,
  spendChallenge,
} from "./second-factor-repository";
import {
  countFailedSignIn,
  refuseIfThrottled,
  type SignedIn,
  type SignInClient,
  type SignInSettings,
  startSession,
} from "./sign-in";

/**
 * The step of a sign-in after the password (api/staff/sign-in.ts): the code of the person's
 * authenticator app or a recovery code, or setting up an app when STAFF_REQUIRE_TOTP asks for one.
 * Each is reached with the challenge token the password step gave, good for five minutes, for
 * that one step, and used up by the session it opens.
 */

const EXPIRED = "Your sign-in has expired. Please sign in again.";
/** Wrong codes one challenge takes before the password must be given again. */
const CODES_PER_CHALLENGE = 5;

async function liveChallenge(deps: SecondFactorDeps, challenge: string, step: SecondStep) {
  const found = await findLiveChallenge(deps.db, hashToken(challenge), step);
  if (!found) throw new HttpError(401, EXPIRED);
  return found;
}

async function openSession(
  deps: SecondFactorDeps,
  settings: SignInSettings,
  log: FastifyBaseLogger,
  found: { id: string; adminId: string; username: string; name: string },
  client: SignInClient,
) {
  // Two requests with one challenge: the first to use it up signs in, the other starts again.
  if (!(await spendChallenge(deps.db, found.id))) throw new HttpError(401, EXPIRED);
  return startSession(deps.db, settings, log, { ...found, id: found.adminId }, client);
}

/**
 * The code after the password. A wrong one counts toward the same throttle as a wrong password
 * (per IP and per username from that IP), five of them end the challenge, and ten for the account
 * from any addresses lock its second step (api/staff/second-factor-lock.ts): a code is checked only
 * in one of the account's ten slots, taken before, so no more are ever judged.
 */
export async function signInWithCode(
  deps: SecondFactorDeps & { mailer: Mailer },
  settings: SignInSettings,
  log: FastifyBaseLogger,
  { challenge, code, ...client }: { challenge: string; code: string } & SignInClient,
): Promise<SignedIn & { recoveryCodesLeft?: number }> {
  const found = await liveChallenge(deps, challenge, "totp");
  await refuseIfThrottled(deps.db, settings, log, { ip: client.ip, username: found.username });
  await refuseIfSecondStepLocked(deps.db, found.adminId);
  const slot = await takeCodeSlot(deps.db, found.adminId);
  const check = await checkCode(deps, found.adminId, code);
  if (check === "wrong" || check === "used") {
    await countFailedSignIn(deps.db, log, {
      ip: client.ip,
      username: found.username,
      what: check === "used" ? "code used before" : "code",
    });
    await recordChallengeFailure(deps.db, found.id, CODES_PER_CHALLENGE);
    await countWrongCode(deps, log, found, { ip: client.ip, slot });
    throw new HttpError(
      401,
      check === "used"
        ? "That code has already been used. Wait for the next code from your app."
        : "That code is not right. Enter the code from your authenticator app, or a recovery code.",
    );
  }
  await forgetWrongCodes(deps.db, found.adminId);
  const signedIn = await openSession(deps, settings, log, found, client);
  if (check === "app") return signedIn;
  log.info({ username: found.username }, "admin signed in with a recovery code");
  return { ...signedIn, recoveryCodesLeft: await countUnusedRecoveryCodes(deps.db, found.adminId) };
}

/** The app to set up before the first session, when STAFF_REQUIRE_TOTP asks for one. */
export async function startSetupAtSignIn(deps: SecondFactorDeps, challenge: string) {
  const found = await liveChallenge(deps, challenge, "enrol-totp");
  return startTotpSetup(deps, { id: found.adminId, username: found.username });
}

/** The app's first code: the app is set up, the session opens, and the recovery codes are shown once. */
export async function finishSetupAtSignIn(
  deps: SecondFactorDeps,
  settings: SignInSettings,
  log: FastifyBaseLogger,
  { challenge, code, ...client }: { challenge: string; code: string } & SignInClient,
): Promise<SignedIn & { recoveryCodes: string[] }> {
  const found = await liveChallenge(deps, challenge, "enrol-totp");
  const recoveryCodes = await confirmTotpSetup(deps, found.adminId, code);
  log.info({ username: found.username }, "admin set up an authenticator app");
  return { ...(await openSession(deps, settings, log, found, client)), recoveryCodes };
}
