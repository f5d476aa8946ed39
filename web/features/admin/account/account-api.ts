import type { z } from "zod";
import type {
  AccountSecuritySchema,
  ChallengeSchema,
  ConfirmTotpSchema,
  EndedSessionsSchema,
  EnrolAtSignInSchema,
  ProofSchema,
  RecoveryCodesSchema,
  SecondStepCodeSchema,
  StaffSessionsSchema,
  TotpEnrolmentSchema,
  TotpSetupSchema,
} from "../../../../core/schemas/account";
import type { EnrolledAtSignInSchema, LoginSuccessSchema } from "../../../../core/schemas/admin";
import type { MessageSchema } from "../../../../core/schemas/common";
import type { PasswordChangeSchema } from "../../../../core/schemas/staff";
import { api } from "../../../lib/api";

const auth = { auth: true } as const;

/** The step of a sign-in after the password: no session yet, the challenge stands for it. */
export const signInStepApi = {
  code: (input: z.input<typeof SecondStepCodeSchema>) =>
    api.post<typeof LoginSuccessSchema>("/api/admin/login/code", input),
  startSetup: (input: z.input<typeof ChallengeSchema>) =>
    api.post<typeof TotpEnrolmentSchema>("/api/admin/login/totp-setup", input),
  confirmSetup: (input: z.input<typeof EnrolAtSignInSchema>) =>
    api.post<typeof EnrolledAtSignInSchema>("/api/admin/login/totp-setup/confirm", input),
};

/** The signed-in person's Account screen: their authenticator app, recovery codes, sessions. */
export const accountApi = {
  security: () => api.get<typeof AccountSecuritySchema>("/api/account/security", auth),
  startSetup: (input: z.input<typeof TotpSetupSchema>) =>
    api.post<typeof TotpEnrolmentSchema>("/api/account/totp/setup", input, auth),
  confirmSetup: (input: z.input<typeof ConfirmTotpSchema>) =>
    api.post<typeof RecoveryCodesSchema>("/api/account/totp/confirm", input, auth),
  turnOff: (input: z.input<typeof ProofSchema>) =>
    api.post<typeof MessageSchema>("/api/account/totp/disable", input, auth),
  newRecoveryCodes: (input: z.input<typeof ProofSchema>) =>
    api.post<typeof RecoveryCodesSchema>("/api/account/recovery-codes", input, auth),
  changePassword: (input: z.input<typeof PasswordChangeSchema>) =>
    api.post<typeof MessageSchema>("/api/account/password", input, auth),
  sessions: () => api.get<typeof StaffSessionsSchema>("/api/account/sessions", auth),
  endSession: (id: string) =>
    api.delete<typeof MessageSchema>(`/api/account/sessions/${id}`, undefined, auth),
  endOtherSessions: () =>
    api.post<typeof EndedSessionsSchema>("/api/account/sessions/end-others", {}, auth),
};
