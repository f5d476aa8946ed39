import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AdminMeSchema,
  LoginResponseSchema,
  LoginSchema,
  NotificationsSchema,
} from "../../../core/schemas/admin";
import { MessageSchema } from "../../../core/schemas/common";
import type { Config } from "../../config";
import { HttpError } from "../../lib/http-error";
import { verifyPassword } from "../../lib/passwords";
import { hashToken, newToken } from "../../lib/tokens";
import { adminOf } from "../../plugins/auth";
import { countNewSince } from "../../staff/notifications-repository";
import {
  countLoginFailures,
  createSession,
  findAdminByUsername,
  markNotificationsSeen,
  notificationsSeenAt,
  recordLoginFailure,
  revokeSession,
} from "../../staff/staff-repository";

type AdminRoutesOptions = { config: Config };

export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { config }) => {
  const windowMs = config.LOGIN_THROTTLE_WINDOW_MINUTES * 60_000;
  const tooMany = `Too many failed sign-ins. Please try again in ${config.LOGIN_THROTTLE_WINDOW_MINUTES} minutes.`;

  app.post(
    "/admin/login",
    {
      config: { public: true },
      schema: { body: LoginSchema, response: { 200: LoginResponseSchema } },
    },
    async (request) => {
      const { username, password } = request.body;
      // Throttled per IP, and per username from that IP: a stranger elsewhere cannot lock anyone out.
      const failures = await countLoginFailures(
        app.db,
        request.ip,
        username,
        new Date(Date.now() - windowMs),
      );
      if (
        failures.fromIp >= config.LOGIN_FAILURES_PER_IP ||
        failures.forUsername >= config.LOGIN_FAILURES_PER_USERNAME
      ) {
        throw new HttpError(429, tooMany);
      }
      const admin = await findAdminByUsername(app.db, username);
      if (!(await verifyPassword(admin?.passwordHash, password)) || !admin) {
        await recordLoginFailure(app.db, request.ip, username);
        request.log.warn({ username }, "failed admin sign-in");
        throw new HttpError(401, "Invalid username or password.");
      }
      const token = newToken();
      await createSession(app.db, {
        adminId: admin.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + config.ADMIN_SESSION_MAX_HOURS * 3_600_000),
      });
      request.log.info({ username: admin.username }, "admin signed in");
      return { token, message: "Login successful", name: admin.displayName };
    },
  );

  app.post("/admin/logout", { schema: { response: { 200: MessageSchema } } }, async (request) => {
    await revokeSession(app.db, adminOf(request).sessionId);
    return { message: "Signed out" };
  });

  app.get("/admin/me", { schema: { response: { 200: AdminMeSchema } } }, async (request) => {
    const admin = adminOf(request);
    return { username: admin.username, name: admin.name };
  });

  app.get(
    "/admin/notifications",
    { schema: { response: { 200: NotificationsSchema } } },
    async (request) => {
      const since = await notificationsSeenAt(app.db, adminOf(request).id);
      return { since: since?.toISOString() ?? null, ...(await countNewSince(app.db, since)) };
    },
  );

  app.post(
    "/admin/notifications/seen",
    { schema: { response: { 200: MessageSchema } } },
    async (request) => {
      await markNotificationsSeen(app.db, adminOf(request).id, new Date());
      return { message: "Notifications cleared" };
    },
  );
};
