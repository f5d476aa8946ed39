import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CONSOLE_DENSITIES } from "../../../core/constants";
import {
  AdminMeSchema,
  LoginResponseSchema,
  LoginSchema,
  NotificationsSchema,
} from "../../../core/schemas/admin";
import { MessageSchema } from "../../../core/schemas/common";
import type { Config } from "../../config";
import { adminOf } from "../../plugins/auth";
import { countNewSince } from "../../staff/notifications-repository";
import { signIn, signInClient } from "../../staff/sign-in";
import {
  consoleDensityOf,
  markNotificationsSeen,
  notificationsSeenAt,
  revokeSession,
} from "../../staff/staff-repository";

type AdminRoutesOptions = { config: Config };

export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { config }) => {
  app.post(
    "/admin/login",
    {
      config: { public: true },
      schema: {
        summary: "Sign in with a username and password",
        body: LoginSchema,
        response: {
          200: LoginResponseSchema,
          401: MessageSchema.describe("The username or password is wrong."),
          429: MessageSchema.describe("Too many failed sign-ins from here or for this username."),
        },
      },
    },
    async (request) => {
      const result = await signIn(app.db, config, request.log, {
        ...request.body,
        ...signInClient(request),
      });
      // With an authenticator app (or one to set up first), the password opens the next step only.
      return "challenge" in result ? result : { ...result, message: "Login successful" };
    },
  );

  app.post(
    "/admin/logout",
    {
      config: { reviewers: true },
      schema: { summary: "Sign out this session", response: { 200: MessageSchema } },
    },
    async (request) => {
      await revokeSession(app.db, adminOf(request).sessionId);
      return { message: "Signed out" };
    },
  );

  app.get(
    "/admin/me",
    {
      config: { reviewers: true },
      schema: {
        summary: "Read the signed-in staff member's name and role",
        response: { 200: AdminMeSchema },
      },
    },
    async (request) => {
      const { id, username, name, role } = adminOf(request);
      const stored = await consoleDensityOf(app.db, id);
      const density = CONSOLE_DENSITIES.find((known) => known === stored) ?? "compact";
      return { id, username, name, role, paymentMode: config.PAYMENT_MODE, density };
    },
  );

  app.get(
    "/admin/notifications",
    {
      schema: {
        summary: "Count what is new since the bell was last opened",
        response: { 200: NotificationsSchema },
      },
    },
    async (request) => {
      const since = await notificationsSeenAt(app.db, adminOf(request).id);
      return { since: since?.toISOString() ?? null, ...(await countNewSince(app.db, since)) };
    },
  );

  app.post(
    "/admin/notifications/seen",
    { schema: { summary: "Mark the bell's news as seen", response: { 200: MessageSchema } } },
    async (request) => {
      await markNotificationsSeen(app.db, adminOf(request).id, new Date());
      return { message: "Notifications cleared" };
    },
  );
};
