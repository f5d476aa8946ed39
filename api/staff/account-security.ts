import type { FastifyBaseLogger } from "fastify";
import type { AccountSecurity, StaffSession } from "../../core/schemas/account";
import { HttpError } from "../lib/http-error";
import { hashPassword, verifyPassword } from "../lib/passwords";
import { deviceName } from "./device-name";
import {
  checkCode,
  renewRecoveryCodes,
  type SecondFactorDeps,
  startTotpSetup,
} from "./second-factor";
import {
  countUnusedRecoveryCodes,
  deleteTotp,
  findPasswordHash,
  findTotp,
} from "./second-factor-repository";
import { endOtherSessions, listLiveSessions } from "./sessions-repository";
import {
  countFailedSignIn,
  refuseIfThrottled,
  type SignInSettings,
  totpRequiredFor,
} from "./sign-in";
import { type AdminIdentity, setPasswordHash } from "./staff-repository";

/**
 * What a signed-in staff member does to their own security from the console's Account screen: their
 * authenticator app, recovery codes and open sessions. Changing the second factor asks for the
 * password or a current code again, so a console left open does not let someone else take it over.
 */
type Person = { id: string; username: string; role: string };
type Proof = { proof: string; ip: string };

export async function accountSecurity(
  { db }: SecondFactorDeps,
  settings: SignInSettings,
  person: Person,
): Promise<AccountSecurity> {
  const totp = await findTotp(db, person.id);
  return {
    totpEnabled: Boolean(totp?.secret),
    enabledAt: totp?.secret && totp.enabledAt ? totp.enabledAt.toISOString() : null,
    recoveryCodesLeft: totp?.secret ? await countUnusedRecoveryCodes(db, person.id) : 0,
    totpRequired: totpRequiredFor(settings, person.role),
  };
}

/**
 * The password, or a code from the app (or a recovery code): wrong ones count toward the sign-in
 * throttle, as at sign-in. Answers 400, not 401: the session itself is fine.
 */
async function confirmIdentity(
  deps: SecondFactorDeps,
  settings: SignInSettings,
  log: FastifyBaseLogger,
  person: Person,
  { proof, ip }: Proof,
) {
  await refuseIfThrottled(deps.db, settings, log, { ip, username: person.username });
  const byCode = (await findTotp(deps.db, person.id))?.secret
    ? await checkCode(deps, person.id, proof)
    : "wrong";
  if (byCode === "app" || byCode === "recovery") return;
  if (await verifyPassword(await findPasswordHash(deps.db, person.id), proof)) return;
  await countFailedSignIn(deps.db, log, { ip, username: person.username, what: "proof" });
  throw new HttpError(
    400,
    byCode === "used"
      ? "That code has already been used. Wait for the next code from your app."
      : "That is not your password or a current code from your app.",
  );
}

/** A new app to set up; replacing an active one needs the proof. */
export async function setUpTotp(
  deps: SecondFactorDeps,
  settings: SignInSettings,
  log: FastifyBaseLogger,
  person: Person,
  { proof, ip }: { proof: string | undefined; ip: string },
) {
  if ((await findTotp(deps.db, person.id))?.secret) {
    if (proof === undefined) {
      throw new HttpError(400, "Enter your password or a code from your app");
    }
    await confirmIdentity(deps, settings, log, person, { proof, ip });
  }
  return startTotpSetup(deps, person);
}

export async function turnOffTotp(
  deps: SecondFactorDeps,
  settings: SignInSettings,
  log: FastifyBaseLogger,
  person: Person,
  proof: Proof,
) {
  if (totpRequiredFor(settings, person.role)) {
    throw new HttpError(
      403,
      "Admins must use an authenticator app here. To move to a new phone, set up the new one instead.",
    );
  }
  if (!(await findTotp(deps.db, person.id))?.secret) {
    throw new HttpError(409, "Two-step sign-in is not on.");
  }
  await confirmIdentity(deps, settings, log, person, proof);
  await deleteTotp(deps.db, person.id);
  log.info({ username: person.username }, "admin turned off the authenticator app");
}

export async function newRecoveryCodes(
  deps: SecondFactorDeps,
  settings: SignInSettings,
  log: FastifyBaseLogger,
  person: Person,
  proof: Proof,
) {
  if (!(await findTotp(deps.db, person.id))?.secret) {
    throw new HttpError(409, "Set up an authenticator app first.");
  }
  await confirmIdentity(deps, settings, log, person, proof);
  return renewRecoveryCodes(deps.db, person.id);
}

/** The person's open sessions, the one asking marked, devices in plain words. */
export async function sessionsOf(
  { db }: SecondFactorDeps,
  person: { id: string; sessionId: string },
  idleSince: Date,
): Promise<StaffSession[]> {
  const rows = await listLiveSessions(db, person.id, idleSince);
  return rows.map((row) => ({
    id: row.id,
    device: deviceName(row.userAgent),
    ip: row.ip,
    signedInAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === person.sessionId,
  }));
}

/**
 * A new password, chosen by its owner: the current one again first (a wrong one counts toward the
 * sign-in throttle), then the strength check, and every other session of theirs ends.
 */
export async function changePassword(
  deps: SecondFactorDeps,
  settings: SignInSettings,
  log: FastifyBaseLogger,
  person: AdminIdentity,
  input: { currentPassword: string; newPassword: string; ip: string },
) {
  const { ip } = input;
  await refuseIfThrottled(deps.db, settings, log, { ip, username: person.username });
  if (!(await verifyPassword(await findPasswordHash(deps.db, person.id), input.currentPassword))) {
    await countFailedSignIn(deps.db, log, { ip, username: person.username, what: "password" });
    throw new HttpError(400, "That is not your current password.");
  }
  const { assertStrongPassword } = await import("../lib/password-strength");
  assertStrongPassword(input.newPassword, [person.username, person.name]);
  await setPasswordHash(deps.db, person.id, await hashPassword(input.newPassword));
  await endOtherSessions(deps.db, person.id, person.sessionId);
  log.info({ username: person.username }, "admin changed their password");
}
