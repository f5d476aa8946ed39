import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import { verifyPassword } from "../lib/passwords";
import { hashToken, newToken } from "../lib/tokens";
import {
  countLoginFailures,
  createSession,
  findAdminByUsername,
  recordLoginFailure,
} from "./staff-repository";

type SignInSettings = Pick<
  Config,
  | "LOGIN_THROTTLE_WINDOW_MINUTES"
  | "LOGIN_FAILURES_PER_IP"
  | "LOGIN_FAILURES_PER_USERNAME"
  | "ADMIN_SESSION_MAX_HOURS"
>;

/**
 * A staff member signs in with username and password and gets a new session's token (only its
 * hash is stored). Failures are throttled per IP, and per username from that IP, so a stranger
 * elsewhere cannot lock anyone out.
 */
export async function signIn(
  db: Database,
  settings: SignInSettings,
  log: FastifyBaseLogger,
  { username, password, ip }: { username: string; password: string; ip: string },
): Promise<{ token: string; name: string }> {
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
  const admin = await findAdminByUsername(db, username);
  if (!(await verifyPassword(admin?.passwordHash, password)) || !admin) {
    await recordLoginFailure(db, ip, username);
    // The client's IP (behind a proxy, TRUST_PROXY gives the forwarded one): who is guessing.
    log.warn({ username, ip }, "failed admin sign-in");
    throw new HttpError(401, "Invalid username or password.");
  }
  // Said only to someone who knows the password: a stranger learns nothing about the account.
  if (admin.deactivatedAt) {
    throw new HttpError(403, "This account has been deactivated. Ask an admin to reactivate it.");
  }
  const token = newToken();
  await createSession(db, {
    adminId: admin.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + settings.ADMIN_SESSION_MAX_HOURS * 3_600_000),
  });
  log.info({ username: admin.username }, "admin signed in");
  return { token, name: admin.displayName };
}
