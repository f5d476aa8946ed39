import { DATE_RANGE_MESSAGE, isInDateRange, text } from "./common";
import { z } from "./zod";

/**
 * A schedule is a date and time with its offset (the console appends ':00' when the picker gave
 * no seconds, then the browser's offset). A value without a 'T' is refused (docs/product.md, section 5.3).
 */
export const ScheduleDateTimeSchema = text()
  .refine((value) => value.includes("T"), "Schedule must be a date and time")
  .pipe(
    z.iso
      .datetime({ offset: true, message: "Schedule must be a date and time" })
      .refine(isInDateRange, DATE_RANGE_MESSAGE),
  );

/** Where and how a status update without the schedule Scheduled needs is refused. */
export const SCHEDULE_REQUIRED = {
  path: ["scheduleDateTime"],
  message: "Choose a date and time for the schedule",
};
