import type { FastifyBaseLogger } from "fastify";
import { NEXT_STEP_MESSAGES, type SecondStep } from "../../core/schemas/account";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import { verifyPassword } from "../lib/passwords";
import { hashToken, newToken } from "../lib/tokens";
import { createChallenge, hasTotp } from "./second-factor-repository";
import {
  countLoginFailures,
  createSession,
  findAdminByUsername,
  recordLoginFailure,
  touchLiveSession,
} from "./staff-repository";

export type SignInSettings = Pick<
  Config,
  | "LOGIN_THROTTLE_WINDOW_MINUTES"
  | "LOGIN_FAILURES_PER_IP"
  | "LOGIN_FAILURES_PER_USERNAME"
  | "ADMIN_SESSION_MAX_HOURS"
  | "STAFF_REQUIRE_TOTP"
>;

/** Where a sign-in comes from: kept with the session, for the person's list of sessions. */
export type SignInClient = { ip: string; userAgent: string | null };

/**
 * The client of a request: its IP (the forwarded one behind a proxy with TRUST_PROXY) and its
 * user agent, which is the browser's to write, so kept short; it is only shown to its own person.
 */
export const signInClient = (request: {
  ip: string;
  headers: { "user-agent"?: string | undefined };
}): SignInClient => ({
  ip: request.ip,
  userAgent: request.headers["user-agent"]?.slice(0, 400) ?? null,
});

export type SignedIn = { token: string; name: string };
export type SignInResult = SignedIn | { step: SecondStep; challenge: string; message: string };

/** How long the step after the password may take. */
const CHALLENGE_MINUTES = 5;

/** Whether STAFF_REQUIRE_TOTP asks this person for an authenticator app: admins only. */
export const totpRequiredFor = (settings: Pick<Config, "STAFF_REQUIRE_TOTP">, role: string) =>
  settings.STAFF_REQUIRE_TOTP && role === "admin";

/**
 * Refuses with 429 while this IP, or this username from this IP, has too many failed sign-ins in
 * the window: wrong passwords and wrong codes alike, so a second factor adds no guesses.
 */
export async function refuseIfThrottled(
  db: Database,
  settings: SignInSettings,
  log: FastifyBaseLogger,
  { ip, username }: { ip: string; username: string },
) {
  const windowMinutes = settings.LOGIN_THROTTLE_WINDOW_MINUTES;
  const failures = await countLoginFailures(
    db,
    ip,
    username,
    new Date(Date.now() - windowMinutes * 60_000),
  );
  if (
    failures.fromIp >= settings.LOGIN_FAILURES_PER_IP ||
    failures.forUsername >= settings.LOGIN_FAILURES_PER_USERNAME
  ) {
    log.warn({ username, ip }, "admin sign-in throttled");
    throw new HttpError(
      429,
      `Too many failed sign-ins. Please try again in ${windowMinutes} minutes.`,
    );
  }
}

/** Counts a failed password or code toward the throttle, and logs who is guessing. */
export async function countFailedSignIn(
  db: Database,
  log: FastifyBaseLogger,
  { ip, username, what }: { ip: string; username: string; what: string },
) {
  await recordLoginFailure(db, ip, username);
  // The client's IP (behind a proxy, TRUST_PROXY gives the forwarded one): who is guessing.
  log.warn({ username, ip, failed: what }, "failed admin sign-in");
}

/**
 * A staff member signs in with username and password. Without an authenticator app they get a new
 * session's token (only its hash is stored); with one, or when they must set one up first, they get
 * the short-lived token of that next step instead (api/staff/second-step.ts). Failures are
 * throttled per IP, and per username from that IP, so a stranger elsewhere cannot lock anyone out.
 */
export async function signIn(
  db: Database,
  settings: SignInSettings,
  log: FastifyBaseLogger,
  { username, password, ...client }: { username: string; password: string } & SignInClient,
): Promise<SignInResult> {
  await refuseIfThrottled(db, settings, log, { ip: client.ip, username });
  const admin = await findAdminByUsername(db, username);
  if (!(await verifyPassword(admin?.passwordHash, password)) || !admin) {
    await countFailedSignIn(db, log, { ip: client.ip, username, what: "password" });
    throw new HttpError(401, "Invalid username or password.");
  }
  // Said only to someone who knows the password: a stranger learns nothing about the account.
  if (admin.deactivatedAt) {
    throw new HttpError(403, "This account has been deactivated. Ask an admin to reactivate it.");
  }
  if (await hasTotp(db, admin.id)) return nextStep(db, admin.id, "totp", client);
  if (totpRequiredFor(settings, admin.role)) return nextStep(db, admin.id, "enrol-totp", client);
  return startSession(db, settings, log, { ...admin, name: admin.displayName }, client);
}

async function nextStep(db: Database, adminId: string, step: SecondStep, client: SignInClient) {
  const challenge = newToken();
  await createChallenge(db, {
    adminId,
    tokenHash: hashToken(challenge),
    purpose: step,
    ...client,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  });
  return { step, challenge, message: NEXT_STEP_MESSAGES[step] };
}

/**
 * The live session of a token, marked as used now: undefined once it was revoked, passed its end
 * or sat idle longer than `idleMinutes`. Every admin call's bearer token is checked so
 * (plugins/auth.ts), and so is a sign-in taken over from its cookie.
 */
export const liveSessionOf = (db: Database, token: string, idleMinutes: number) =>
  touchLiveSession(db, hashToken(token), new Date(Date.now() - idleMinutes * 60_000));

/** A new session for someone who has proved who they are. */
export async function startSession(
  db: Database,
  settings: Pick<Config, "ADMIN_SESSION_MAX_HOURS">,
  log: FastifyBaseLogger,
  admin: { id: string; username: string; name: string },
  client: SignInClient,
): Promise<SignedIn> {
  const token = newToken();
  await createSession(db, {
    adminId: admin.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + settings.ADMIN_SESSION_MAX_HOURS * 3_600_000),
    ...client,
  });
  log.info({ username: admin.username }, "admin signed in");
  return { token, name: admin.name };
}
