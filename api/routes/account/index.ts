import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AccountSecuritySchema,
  ConfirmTotpSchema,
  EndedSessionsSchema,
  ProofSchema,
  RecoveryCodesSchema,
  SessionIdParamsSchema,
  StaffSessionsSchema,
  TotpEnrolmentSchema,
  TotpSetupSchema,
} from "../../../core/schemas/account";
import { ConsolePreferencesSchema } from "../../../core/schemas/admin";
import { MessageSchema } from "../../../core/schemas/common";
import { ConflictsInputSchema, ConflictsSchema } from "../../../core/schemas/conflicts";
import { PasswordChangeSchema } from "../../../core/schemas/staff";
import type { Config } from "../../config";
import { HttpError } from "../../lib/http-error";
import { secretBox } from "../../lib/secret-box";
import { adminOf } from "../../plugins/auth";
import { declareConflicts, declaredConflicts } from "../../reviews/conflicts";
import {
  accountSecurity,
  changePassword,
  newRecoveryCodes,
  sessionsOf,
  setUpTotp,
  turnOffTotp,
} from "../../staff/account-security";
import { confirmTotpSetup } from "../../staff/second-factor";
import { endOtherSessions, endOwnSession } from "../../staff/sessions-repository";
import { setConsoleDensity } from "../../staff/staff-repository";

/**
 * The signed-in person's own security (the console's Account screen): their authenticator app,
 * recovery codes and sessions. Every staff member has one, reviewers too: these routes only ever
 * touch the person asking.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const deps = { db: app.db, box: secretBox(config.TOTP_SECRET_KEY) };
  const mine = { reviewers: true } as const;

  app.put(
    "/account/preferences",
    {
      config: mine,
      schema: {
        summary: "Keep the signed-in person's console preferences (list density)",
        body: ConsolePreferencesSchema,
        response: { 200: ConsolePreferencesSchema },
      },
    },
    async (request) => {
      await setConsoleDensity(app.db, adminOf(request).id, request.body.density);
      return request.body;
    },
  );

  app.get(
    "/account/conflicts",
    {
      config: mine,
      schema: {
        summary: "Read the signed-in person's declared conflicts of interest",
        response: { 200: ConflictsSchema },
      },
    },
    async (request) => declaredConflicts(app.db, adminOf(request).id),
  );

  app.put(
    "/account/conflicts",
    {
      config: mine,
      schema: {
        summary:
          "Declare the signed-in person's conflicts of interest: the whole list, replacing the last",
        body: ConflictsInputSchema,
        response: { 200: ConflictsSchema },
      },
    },
    async (request) => declareConflicts(app.db, adminOf(request), request.body.conflicts),
  );

  app.get(
    "/account/security",
    {
      config: mine,
      schema: {
        summary: "Read the signed-in person's two-step sign-in state",
        response: { 200: AccountSecuritySchema },
      },
    },
    (request) => accountSecurity(deps, config, adminOf(request)),
  );

  app.post(
    "/account/totp/setup",
    {
      config: mine,
      schema: {
        summary: "Start setting up an authenticator app",
        body: TotpSetupSchema,
        response: { 200: TotpEnrolmentSchema },
      },
    },
    (request) =>
      setUpTotp(deps, config, request.log, adminOf(request), {
        proof: request.body.proof,
        ip: request.ip,
      }),
  );

  app.post(
    "/account/totp/confirm",
    {
      config: mine,
      schema: {
        summary: "Confirm the authenticator app with its first code",
        body: ConfirmTotpSchema,
        response: { 200: RecoveryCodesSchema },
      },
    },
    async (request) => {
      const person = adminOf(request);
      const recoveryCodes = await confirmTotpSetup(deps, person.id, request.body.code);
      request.log.info({ username: person.username }, "admin set up an authenticator app");
      return { message: "Two-step sign-in is on.", recoveryCodes };
    },
  );

  app.post(
    "/account/totp/disable",
    {
      config: mine,
      schema: {
        summary: "Turn two-step sign-in off",
        body: ProofSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await turnOffTotp(deps, config, request.log, adminOf(request), {
        proof: request.body.proof,
        ip: request.ip,
      });
      return { message: "Two-step sign-in is off." };
    },
  );

  app.post(
    "/account/recovery-codes",
    {
      config: mine,
      schema: {
        summary: "Make new recovery codes",
        body: ProofSchema,
        response: { 200: RecoveryCodesSchema },
      },
    },
    async (request) => {
      const recoveryCodes = await newRecoveryCodes(deps, config, request.log, adminOf(request), {
        proof: request.body.proof,
        ip: request.ip,
      });
      return { message: "New recovery codes made. The old ones no longer work.", recoveryCodes };
    },
  );

  app.post(
    "/account/password",
    {
      config: mine,
      schema: {
        summary: "Change the signed-in person's password",
        body: PasswordChangeSchema,
        response: {
          200: MessageSchema,
          429: MessageSchema.describe("Too many failed sign-ins: wait before trying again."),
        },
      },
    },
    async (request) => {
      await changePassword(deps, config, request.log, adminOf(request), {
        ...request.body,
        ip: request.ip,
      });
      return { message: "Password changed. Your other sessions have ended." };
    },
  );

  app.get(
    "/account/sessions",
    {
      config: mine,
      schema: {
        summary: "List where the signed-in person is signed in",
        response: { 200: StaffSessionsSchema },
      },
    },
    async (request) => {
      const idleSince = new Date(Date.now() - config.ADMIN_SESSION_IDLE_MINUTES * 60_000);
      return { sessions: await sessionsOf(deps, adminOf(request), idleSince) };
    },
  );

  app.delete(
    "/account/sessions/:id",
    {
      config: mine,
      schema: {
        summary: "End one of the signed-in person's sessions",
        params: SessionIdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      if (!(await endOwnSession(app.db, adminOf(request).id, request.params.id))) {
        throw new HttpError(404, "That session has already ended.");
      }
      return { message: "Session ended." };
    },
  );

  app.post(
    "/account/sessions/end-others",
    {
      config: mine,
      schema: {
        summary: "End the signed-in person's other sessions",
        response: { 200: EndedSessionsSchema },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      const ended = await endOtherSessions(app.db, admin.id, admin.sessionId);
      return {
        message: ended === 1 ? "1 other session ended." : `${ended} other sessions ended.`,
        ended,
      };
    },
  );
};
