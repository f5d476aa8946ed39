import { CONSOLE_DENSITIES, STAFF_ROLES } from "../constants";
import { SECOND_STEPS } from "./account";
import { ApplicationSchema } from "./application";
import { oneLineText, text } from "./common";
import { ContactSchema } from "./contact";
import { DecisionClockSchema } from "./decision-clock";
import { PAYMENT_PROVIDERS } from "./payment";
import { z } from "./zod";

export const LoginSchema = z.strictObject({
  username: oneLineText({ error: "This field is required" })
    .trim()
    .min(1, "This field is required")
    .max(100),
  password: text({ error: "This field is required" }).min(1, "This field is required").max(200),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** Signed in: the session's token (docs/product.md, section 7, Admin login response) and the person's name. */
export const LoginSuccessSchema = z.object({
  token: z.string(),
  message: z.string(),
  name: z.string(),
  /** After signing in with a recovery code: how many are left. */
  recoveryCodesLeft: z.number().int().optional(),
});
/**
 * The password was right and one more step is needed: the code of the person's authenticator app,
 * or setting one up; `challenge` is the short-lived token of that step, not a session.
 */
export const LoginNextStepSchema = z.object({
  message: z.string(),
  step: z.enum(SECOND_STEPS),
  challenge: z.string(),
});
export const LoginResponseSchema = z.union([LoginSuccessSchema, LoginNextStepSchema]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
/** The set-up finished at sign-in: signed in, with the recovery codes to keep. */
export const EnrolledAtSignInSchema = LoginSuccessSchema.extend({
  recoveryCodes: z.array(z.string()),
});

export const StaffRoleSchema = z.enum(STAFF_ROLES, "Choose admin or reviewer");

/**
 * The signed-in staff member (their role decides what the console shows: web/features/admin/signed-in-staff.tsx),
 * and how the server takes payments (the console's test-mode banner).
 */
export const AdminMeSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  paymentMode: z.enum(PAYMENT_PROVIDERS),
  /** How tightly the person likes the console's lists set; theirs on every device. */
  density: z.enum(CONSOLE_DENSITIES),
});
export type AdminMe = z.infer<typeof AdminMeSchema>;

/** PUT /api/account/preferences: the person's own console preferences. */
export const ConsolePreferencesSchema = z.object({
  density: z.enum(CONSOLE_DENSITIES, "Choose compact or comfortable"),
});
export type ConsolePreferences = z.infer<typeof ConsolePreferencesSchema>;

/** New records since the admin last opened the bell. */
export const NotificationsSchema = z.object({
  since: z.iso.datetime().nullable(),
  contacts: z.number().int(),
  applications: z.number().int(),
  leads: z.number().int(),
  consultancyRequests: z.number().int(),
  fundingInterest: z.number().int(),
});
export type Notifications = z.infer<typeof NotificationsSchema>;

/** One status change or evaluation: who did it and when (shown on the record). */
export const AuditEventSchema = z.object({
  action: z.string(),
  detail: z.string(),
  adminName: z.string(),
  createdAt: z.iso.datetime(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

/** GET /api/admin/contacts/:id: the contact message and its history. */
export const ContactDetailsSchema = z.object({
  contact: ContactSchema,
  audit: z.array(AuditEventSchema),
});

/**
 * An application as the console lists it: with the provider that took its payment (the order's),
 * "test" for the test checkout, null when nothing was paid (a free coupon).
 */
export const AdminApplicationSchema = ApplicationSchema.extend({
  paymentMode: z.enum(PAYMENT_PROVIDERS).nullable(),
  /** Submitted scorecards, and the median of their weighted totals (core/scorecard.ts). */
  reviews: z.number().int(),
  reviewMedian: z.number().nullable(),
  /** The decision clock of a paid application (null when nothing was paid). */
  clock: DecisionClockSchema.nullable(),
});
export type AdminApplication = z.infer<typeof AdminApplicationSchema>;

/**
 * Who scored a paid application and who only started a scorecard: its decision mail waits for
 * `needed` submitted ones (core/decision-clock.ts).
 */
export const DecisionReadinessSchema = z.object({
  needed: z.number().int(),
  /** Who submitted an independent scorecard and has no conflict with the application. */
  scoredBy: z.array(z.string()),
  startedBy: z.array(z.string()),
  /** Submitted scorecards that do not count, each with why (docs/product.md, "Independent scorecards"). */
  notCounted: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type DecisionReadiness = z.infer<typeof DecisionReadinessSchema>;

/** GET /api/admin/applications/:id: the application and its history. */
export const ApplicationDetailsSchema = z.object({
  application: AdminApplicationSchema,
  audit: z.array(AuditEventSchema),
  /** For admins, who decide; null for reviewers and for an application nothing was paid for. */
  decisionReadiness: DecisionReadinessSchema.nullable(),
});
