import { z } from "zod";
import { CONTACT_REASONS, CONTACT_STATUSES } from "../constants";
import { EmailSchema, LIMITS, optionalText, RecordMetaSchema, requiredText } from "./common";

export const ContactInputSchema = z.object({
  name: requiredText(LIMITS.name),
  email: EmailSchema,
  reason: z.enum(CONTACT_REASONS, "Choose a reason"),
  description: requiredText(LIMITS.text),
  recipient: optionalText(LIMITS.short),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

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
