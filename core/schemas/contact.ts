import { CONTACT_STATUSES } from "../constants";
import { CONTACT_REASONS } from "../contact-reasons";
import { hasScheduleWhenScheduled } from "../status-schedule";
import {
  EmailSchema,
  LIMITS,
  optionalText,
  RecordMetaSchema,
  requiredMultilineText,
  requiredText,
} from "./common";
import { SCHEDULE_REQUIRED, ScheduleDateTimeSchema } from "./schedule";
import { ChangeIdSchema } from "./undo";
import { z } from "./zod";

export const ContactInputSchema = z.object({
  name: requiredText(LIMITS.name),
  email: EmailSchema,
  reason: z.enum(CONTACT_REASONS, "Choose a reason"),
  description: requiredMultilineText(LIMITS.text),
  recipient: optionalText(LIMITS.short),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

/** POST /api/contact (201): the stored message's id and date, and the text the page shows. */
export const ContactCreatedSchema = RecordMetaSchema.extend({ message: z.string() });

export const ContactSchema = RecordMetaSchema.extend({
  name: z.string(),
  email: z.string(),
  reason: z.enum(CONTACT_REASONS),
  description: z.string(),
  recipient: z.string().nullable(),
  status: z.enum(CONTACT_STATUSES),
  scheduleDateTime: z.iso.datetime().nullable(),
});
export type Contact = z.infer<typeof ContactSchema>;

/** PATCH /api/contact/update-status. Scheduled needs a schedule; other statuses clear it. */
export const ContactStatusUpdateSchema = z
  .strictObject({
    contactId: z.uuid("Unknown contact"),
    status: z.enum(CONTACT_STATUSES, "Choose a status"),
    scheduleDateTime: ScheduleDateTimeSchema.nullable().optional(),
    /** Our addition: the console's id for the change, so it can be undone (core/schemas/undo.ts). */
    changeId: ChangeIdSchema.optional(),
  })
  .refine(hasScheduleWhenScheduled, SCHEDULE_REQUIRED);
export type ContactStatusUpdate = z.infer<typeof ContactStatusUpdateSchema>;
