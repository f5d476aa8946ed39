import { STAFF_PASSWORD_MIN_LENGTH } from "../constants";
import { StaffRoleSchema } from "./admin";
import { oneLineText, requiredText, text } from "./common";
import { z } from "./zod";

// The staff accounts of the console (docs/product.md, section 5.2): an admin invites a colleague by e-mail with a
// role; the invitee sets a name and password from the link; admins change roles and deactivate.

/** A staff member's e-mail, which becomes their username (sign-in takes at most 100 characters). */
const StaffEmailSchema = oneLineText({ error: "This field is required" })
  .trim()
  .min(1, "This field is required")
  .max(100, "Must be at most 100 characters")
  .pipe(z.email("Enter a valid e-mail address"));

export const StaffInviteSchema = z.strictObject({
  email: StaffEmailSchema,
  role: StaffRoleSchema,
});
export type StaffInviteInput = z.infer<typeof StaffInviteSchema>;

export const StaffRoleChangeSchema = z.strictObject({ role: StaffRoleSchema });

/** The link's secret, sent in the body (never in a URL the server would log). */
export const InvitationTokenSchema = z.strictObject({
  token: text().trim().min(1, "This invitation link is not valid.").max(200),
});

/**
 * A password as a person would type it, which is what its strength is judged on: spaces, tabs and
 * line breaks at either end dropped, and each run of them inside read as one space
 * (docs/decisions/044-staff-password-strength.md). The password kept is the one sent.
 */
export const passwordAsTyped = (password: string) => password.trim().replace(/\s+/g, " ");

export const PASSWORD_ONLY_SPACES_MESSAGE =
  "A password needs more than spaces, tabs or line breaks";
export const PASSWORD_TOO_SHORT_MESSAGE = `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters, not counting spaces at either end`;

/** Why a new staff password is refused before its strength is judged, or null. */
export function passwordLengthProblem(password: string) {
  const typed = passwordAsTyped(password);
  if (password.length > 0 && typed === "") return PASSWORD_ONLY_SPACES_MESSAGE;
  if (typed.length < STAFF_PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  return null;
}

export const StaffPasswordSchema = text({ error: "This field is required" })
  .max(200, "Must be at most 200 characters")
  .superRefine((password, context) => {
    const problem = passwordLengthProblem(password);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/** A new password, with the current one again: a console left open cannot be taken over by it. */
export const PasswordChangeSchema = z.strictObject({
  currentPassword: text({ error: "Enter your current password" })
    .min(1, "Enter your current password")
    .max(200, "Must be at most 200 characters"),
  newPassword: StaffPasswordSchema,
});
export type PasswordChangeInput = z.input<typeof PasswordChangeSchema>;

export const InvitationAcceptSchema = InvitationTokenSchema.extend({
  name: requiredText(100),
  password: StaffPasswordSchema,
});
export type InvitationAcceptInput = z.infer<typeof InvitationAcceptSchema>;

export const InvitationAcceptedSchema = z.object({ message: z.string(), username: z.string() });
export type InvitationAccepted = z.infer<typeof InvitationAcceptedSchema>;

/** What the invitation page shows before the password is chosen. */
export const InvitationDetailsSchema = z.object({
  email: z.string(),
  role: StaffRoleSchema,
  expiresAt: z.iso.datetime(),
});

export const StaffMemberSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  status: z.enum(["active", "deactivated"]),
  /** When their last session started; null if they never signed in. */
  lastSignInAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** An invitation not yet accepted, withdrawn or expired. */
export const StaffInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: StaffRoleSchema,
  invitedBy: z.string().nullable(),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;

/**
 * POST /api/admin/staff/invitations: the invitation, and its link only when this server sends no
 * mail (no SMTP), so the admin can hand it over; otherwise the link goes by mail alone.
 */
export const StaffInvitedSchema = StaffInvitationSchema.extend({ link: z.string().nullable() });

/** GET /api/admin/staff: everyone with an account, then the pending invitations. */
export const StaffListSchema = z.object({
  members: z.array(StaffMemberSchema),
  invitations: z.array(StaffInvitationSchema),
});
export type StaffList = z.infer<typeof StaffListSchema>;

// A form's new password is typed twice, so a typo does not lock its owner out.
const RepeatedPasswordSchema = text({ error: "This field is required" }).max(200);
const TYPED_TWICE = { path: ["repeatPassword"], message: "The two passwords are not the same" };

const PASTE_THE_LINK = "Paste the link from your invitation e-mail";

/**
 * The invitation page's form as its action takes it: the invitation's link (with scripts, the
 * token the page read after the link's "#"; without, the link the person pastes), a name and the
 * password, twice.
 */
export const InvitationFormSchema = z
  .object({
    link: text({ error: PASTE_THE_LINK }).trim().min(1, PASTE_THE_LINK).max(2000),
    name: requiredText(100),
    password: StaffPasswordSchema,
    repeatPassword: RepeatedPasswordSchema,
  })
  .refine((form) => form.password === form.repeatPassword, TYPED_TWICE);
export type InvitationFormInput = z.infer<typeof InvitationFormSchema>;

/** The Account screen's password form: the current password, and the new one twice. */
export const PasswordChangeFormSchema = z
  .object({
    currentPassword: PasswordChangeSchema.shape.currentPassword,
    newPassword: StaffPasswordSchema,
    repeatPassword: RepeatedPasswordSchema,
  })
  .refine((form) => form.newPassword === form.repeatPassword, TYPED_TWICE);
