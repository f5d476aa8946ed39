import { DATE_RANGE_MESSAGE, isInDateRange } from "../../../../core/schemas/common";
import { PitchSlotInputSchema } from "../../../../core/schemas/pitch-slot";
import { z } from "../../../../core/schemas/zod";
import { combineDateTime } from "./meeting-form";

/**
 * The pitch-slot form as conform reads it, and the syndication board's introduction-meeting form,
 * whose call takes a slot's fields: each field checked with the call's own schema
 * (PitchSlotInputSchema), the length as a number, then the date and the time made one instant in
 * the browser's zone (a problem with them said under the date). Parsed in the browser only (its clientAction too).
 */
export const PitchSlotFormSchema = z
  .object({
    date: z.string("Choose a date."),
    time: z.string("Choose a time."),
    durationMinutes: z
      .string("Choose a length")
      .transform(Number)
      .pipe(PitchSlotInputSchema.shape.durationMinutes),
    representativeName: PitchSlotInputSchema.shape.representativeName,
    representativeEmail: PitchSlotInputSchema.shape.representativeEmail,
  })
  .transform(({ date, time, ...rest }, context) => {
    const startsAt = combineDateTime(date, time);
    if (startsAt && isInDateRange(startsAt)) return { startsAt, ...rest };
    context.addIssue({
      code: "custom",
      path: ["date"],
      message: startsAt ? DATE_RANGE_MESSAGE : "Choose a date and time for the slot",
    });
    return z.NEVER;
  })
  .pipe(PitchSlotInputSchema);
