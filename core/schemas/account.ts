import { text } from "./common";
import { z } from "./zod";

/**
 * The signed-in person's own security: the second step of signing in, their authenticator app
 * (TOTP), recovery codes and open sessions (docs/decisions/025-second-factor.md).
 */

/** What a sign-in needs after the password: the code, or setting up an app first (STAFF_REQUIRE_TOTP). */
export const SECOND_STEPS = ["totp", "enrol-totp"] as const;
export type SecondStep = (typeof SECOND_STEPS)[number];

/** What the sign-in says of the step after the password. */
export const NEXT_STEP_MESSAGES: Record<SecondStep, string> = {
  totp: "Enter the code from your authenticator app.",
  "enrol-totp": "Admins must use an authenticator app. Set one up to continue.",
};

const challenge = text().min(1, "Please sign in again.").max(200);

/** A code from the app (6 digits) or a recovery code (16 letters and digits, dashes optional). */
const code = text({ error: "Enter the code" })
  .trim()
  .min(1, "Enter the code")
  .max(40, "Enter the 6-digit code from your app or a recovery code");

/** The 6-digit code from the app, as typed (spaces allowed). */
const appCode = text({ error: "Enter the 6-digit code from your app" })
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your app"));

export const ChallengeSchema = z.strictObject({ challenge });
export const SecondStepCodeSchema = z.strictObject({ challenge, code });
export type SecondStepCodeInput = z.input<typeof SecondStepCodeSchema>;
export const EnrolAtSignInSchema = z.strictObject({ challenge, code: appCode });

/** A new secret to add to an app: as a QR code (an SVG data URL), as text, and as a link. */
export const TotpEnrolmentSchema = z.object({
  qrCode: z.string(),
  secret: z.string(),
  uri: z.string(),
});
export type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>;

export const ConfirmTotpSchema = z.strictObject({ code: appCode });
export type ConfirmTotpInput = z.input<typeof ConfirmTotpSchema>;

/** The person's password or a current code: asked again before changing their second factor. */
export const ProofSchema = z.strictObject({
  proof: text({ error: "Enter your password or a code from your app" })
    .min(1, "Enter your password or a code from your app")
    .max(200, "Must be at most 200 characters"),
});
export type ProofInput = z.input<typeof ProofSchema>;
/** Setting up an app when one is already active needs the proof too. */
export const TotpSetupSchema = z.strictObject({ proof: ProofSchema.shape.proof.optional() });

export const RecoveryCodesSchema = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

export const AccountSecuritySchema = z.object({
  totpEnabled: z.boolean(),
  enabledAt: z.iso.datetime().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** STAFF_REQUIRE_TOTP applies to this person: they cannot turn the app off. */
  totpRequired: z.boolean(),
});
export type AccountSecurity = z.infer<typeof AccountSecuritySchema>;

export const StaffSessionSchema = z.object({
  id: z.uuid(),
  /** The browser and system in plain words ("Chrome on macOS"). */
  device: z.string(),
  ip: z.string().nullable(),
  signedInAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  /** The session this request came from. */
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;
export const StaffSessionsSchema = z.object({ sessions: z.array(StaffSessionSchema) });

export const SessionIdParamsSchema = z.strictObject({ id: z.uuid("Unknown session") });
export const EndedSessionsSchema = z.object({ message: z.string(), ended: z.number().int() });
