import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ChallengeSchema,
  EnrolAtSignInSchema,
  SecondStepCodeSchema,
  TotpEnrolmentSchema,
} from "../../../core/schemas/account";
import { EnrolledAtSignInSchema, LoginSuccessSchema } from "../../../core/schemas/admin";
import { MessageSchema } from "../../../core/schemas/common";
import { z } from "../../../core/schemas/zod";
import type { Config } from "../../config";
import { secretBox } from "../../lib/secret-box";
import { finishSetupAtSignIn, signInWithCode, startSetupAtSignIn } from "../../staff/second-step";
import { liveSessionOf, signInClient } from "../../staff/sign-in";
import { FORGET_SIGN_IN_COOKIE, signInTokenOfCookies } from "../../staff/sign-in-cookie";

/**
 * The step of a sign-in after the password (api/staff/second-step.ts). Public routes, as the login
 * is: each needs the challenge token the password gave, and none accepts a session.
 */
export const signInStepRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const deps = { db: app.db, box: secretBox(config.TOTP_SECRET_KEY) };

  app.post(
    "/admin/login/code",
    {
      config: { public: true },
      schema: {
        summary: "Finish signing in with an app or recovery code",
        body: SecondStepCodeSchema,
        response: {
          200: LoginSuccessSchema,
          401: MessageSchema.describe("The code is wrong, or the sign-in expired."),
          429: MessageSchema.describe(
            "Too many failed sign-ins, or too many wrong codes for this account (Retry-After).",
          ),
        },
      },
    },
    async (request) => {
      const signedIn = await signInWithCode({ ...deps, mailer: app.mailer }, config, request.log, {
        ...request.body,
        ...signInClient(request),
      });
      return { ...signedIn, message: "Login successful" };
    },
  );

  app.post(
    "/admin/login/take-over",
    {
      config: { public: true },
      schema: {
        summary: "Take over a sign-in made without scripts",
        description:
          "The session the login page's action started for a browser that ran no scripts, read once from its HttpOnly cookie (docs/decisions/091-sign-in-without-scripts.md): answered as a sign-in is, and the cookie forgotten.",
        response: {
          200: z
            .union([LoginSuccessSchema, MessageSchema])
            .describe(
              "The sign-in taken over; or, with no cookie or a session that has ended, a message alone.",
            ),
        },
      },
    },
    async (request, reply) => {
      const token = signInTokenOfCookies(request.headers.cookie);
      // Forgotten whatever comes next: a token is taken over once.
      reply.header("set-cookie", FORGET_SIGN_IN_COOKIE);
      const session = token
        ? await liveSessionOf(app.db, token, config.ADMIN_SESSION_IDLE_MINUTES)
        : null;
      // Nothing to take over is the usual answer (a console opened signed out), not an error.
      if (!session) return { message: "No sign-in to take over." };
      return { token, name: session.name, message: "Login successful" };
    },
  );

  app.post(
    "/admin/login/totp-setup",
    {
      config: { public: true },
      schema: {
        summary: "Start setting up an authenticator app while signing in",
        body: ChallengeSchema,
        response: { 200: TotpEnrolmentSchema },
      },
    },
    (request) => startSetupAtSignIn(deps, request.body.challenge),
  );

  app.post(
    "/admin/login/totp-setup/confirm",
    {
      config: { public: true },
      schema: {
        summary: "Confirm the authenticator app and finish signing in",
        body: EnrolAtSignInSchema,
        response: { 200: EnrolledAtSignInSchema },
      },
    },
    async (request) => {
      const signedIn = await finishSetupAtSignIn(deps, config, request.log, {
        ...request.body,
        ...signInClient(request),
      });
      return { ...signedIn, message: "Login successful" };
    },
  );
};
