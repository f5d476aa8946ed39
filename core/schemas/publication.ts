import { PUBLICATION_STATUSES } from "../constants";
import { isTimeZone } from "../zoned-time";
import { text } from "./common";
import { z } from "./zod";

// What events and cohorts share: a zone for their times, and a publication status
// (docs/decisions/024-events-and-cohorts.md).

export const TimeZoneSchema = text("Choose a time zone")
  .trim()
  .refine(isTimeZone, "Choose a time zone from the list, e.g. Asia/Dubai");

/** PATCH /api/admin/events/:id/status and /api/admin/cohorts/:id/status */
export const PublicationStatusSchema = z.object({
  status: z.enum(PUBLICATION_STATUSES, "Choose draft, published or archived"),
});
