import { PITCH_SLOT_LENGTHS } from "../pitch-slots";
import {
  DATE_RANGE_MESSAGE,
  EmailSchema,
  isInDateRange,
  LIMITS,
  optionalMultilineText,
  requiredText,
} from "./common";
import { z } from "./zod";

/** POST /api/pitch-slots (staff): a slot founders may book. */
export const PitchSlotInputSchema = z.strictObject({
  startsAt: z.iso
    .datetime({ offset: true, message: "Choose a date and time for the slot" })
    .refine(isInDateRange, DATE_RANGE_MESSAGE),
  durationMinutes: z.union(
    PITCH_SLOT_LENGTHS.map((length) => z.literal(length)),
    `Choose a length: ${PITCH_SLOT_LENGTHS.join(", ")} minutes`,
  ),
  representativeName: requiredText(LIMITS.name),
  representativeEmail: EmailSchema,
});
export type PitchSlotInput = z.infer<typeof PitchSlotInputSchema>;

/** A slot as founders see it: when, how long, with whom. */
export const OpenPitchSlotSchema = z.object({
  _id: z.uuid(),
  startsAt: z.iso.datetime(),
  durationMinutes: z.number().int(),
  representativeName: z.string(),
});
export type OpenPitchSlot = z.infer<typeof OpenPitchSlotSchema>;

/** A slot as staff see it: with its booking, if any. */
export const PitchSlotSchema = OpenPitchSlotSchema.extend({
  representativeEmail: z.string(),
  createdAt: z.iso.datetime(),
  booking: z
    .object({
      applicationId: z.uuid(),
      startupName: z.string(),
      founderName: z.string(),
      bookedAt: z.iso.datetime(),
    })
    .nullable(),
});
export type PitchSlot = z.infer<typeof PitchSlotSchema>;
export const PitchSlotListSchema = z.array(PitchSlotSchema);

/** The founder's side: their booking (with whether it may still change) and the open slots. */
export const FounderPitchSlotsSchema = z.object({
  booking: OpenPitchSlotSchema.extend({ changeable: z.boolean() }).nullable(),
  open: z.array(OpenPitchSlotSchema),
  /** The application is decided: the page offers no pitch action (a kept pitch is a meeting). */
  decided: z.boolean(),
});
export type FounderPitchSlots = z.infer<typeof FounderPitchSlotsSchema>;

/** Book a slot, or move the booking to another one. */
export const BookPitchSlotSchema = z.strictObject({ slotId: z.uuid("Choose a slot.") });

/**
 * The founder page's pitch-slot forms, posted to its action (web/routes/my-application.tsx): book
 * or move to the slot chosen, or cancel the booking; the slot as the API's calls check it.
 */
export const PitchSlotFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("book"), slotId: BookPitchSlotSchema.shape.slotId }),
  z.object({ intent: z.literal("move"), slotId: BookPitchSlotSchema.shape.slotId }),
  z.object({ intent: z.literal("cancel") }),
]);
export type PitchSlotChange = z.infer<typeof PitchSlotFormSchema>;

/** The longest reason staff may give the founder for cancelling their pitch: a sentence or two. */
export const CANCEL_REASON_MAX = 500;

/** POST /api/pitch-slots/:id/cancel-booking (admins): the reason is optional, shown to the founder. */
export const CancelPitchBookingSchema = z.strictObject({
  reason: optionalMultilineText(CANCEL_REASON_MAX),
});
export type CancelPitchBooking = z.infer<typeof CancelPitchBookingSchema>;
