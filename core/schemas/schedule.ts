import { z } from "./zod";

/**
 * A schedule is a date and time with its offset (the console appends ':00' when the picker gave
 * no seconds, then the browser's offset). A value without a 'T' is refused (spec section 5).
 */
export const ScheduleDateTimeSchema = z
  .string()
  .refine((value) => value.includes("T"), "Schedule must be a date and time")
  .pipe(z.iso.datetime({ offset: true, message: "Schedule must be a date and time" }));
