import { businessDaysText } from "../business-days";
import { z } from "./zod";

// The paid applications past the firm's decision target, as the admins are told of them: in the
// console's bell and in a daily mail each admin may turn on (docs/product.md, 5.13).

/** "Qahwa Pay: overdue, 12 business days since payment (target 10)". */
export const overdueText = (startupName: string, daysTotal: number, targetDays: number) =>
  `${startupName}: overdue, ${businessDaysText(daysTotal)} since payment (target ${targetDays})`;

export const OverdueApplicationSchema = z.object({
  /** The application: its record in the console is the applications list with it open. */
  _id: z.uuid(),
  startupName: z.string(),
  paidAt: z.iso.datetime(),
  /** Business days since the payment, more than the target. */
  daysTotal: z.number().int().nonnegative(),
  targetDays: z.number().int().positive(),
  /** The bell's line (overdueText). */
  text: z.string(),
});
export type OverdueApplication = z.infer<typeof OverdueApplicationSchema>;

/**
 * GET /api/admin/overdue-applications: how many applications are overdue, and the first of them
 * (at most 50), longest waiting first.
 */
export const OverdueApplicationsSchema = z.object({
  total: z.number().int().nonnegative(),
  items: z.array(OverdueApplicationSchema),
});
export type OverdueApplications = z.infer<typeof OverdueApplicationsSchema>;

const OnOff = z.boolean("Choose on or off");

/** PUT /api/account/overdue-digest: the daily mail of overdue applications, off by default. */
export const OverdueDigestSettingSchema = z.strictObject({ on: OnOff });
export type OverdueDigestSetting = z.infer<typeof OverdueDigestSettingSchema>;

/**
 * The Account screen's form, as it posts it (with its `intent`): an unticked box is not sent, so
 * it reads as off; then PUT as OverdueDigestSettingSchema checks it.
 */
export const OverdueDigestFormSchema = z.object({ on: OnOff.default(false) });

export const OverdueDigestStateSchema = z.object({
  on: z.boolean(),
  /** Where the mail goes: the person's sign-in address; null when it is not an address. */
  email: z.string().nullable(),
});
export type OverdueDigestState = z.infer<typeof OverdueDigestStateSchema>;
