import { CancelPitchBookingSchema } from "../../../../core/schemas/pitch-slot";
import { z } from "../../../../core/schemas/zod";

/** The cancel-booking dialog's form: the booked slot, and the call's own reason (CancelPitchBookingSchema). */
export const CancelBookingFormSchema = z.object({
  slotId: z.string(),
  reason: CancelPitchBookingSchema.shape.reason,
});
