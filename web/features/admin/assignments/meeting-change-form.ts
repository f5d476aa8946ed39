import { z } from "../../../../core/schemas/zod";

// The next-meeting widget's two forms as conform reads them (docs/product.md, section 5.5).

/** The spec's alert when the new time is missing or not in the future. */
export const FUTURE_ONLY = "Please select a future time.";

/**
 * A new time for a meeting: the wall time picked in the browser ("2026-05-25T14:30"), which must
 * be in the future, as an ISO instant. Parsed in the browser only (the view's clientAction), where
 * the zone is the one the time was picked in.
 */
export const RescheduleFormSchema = z.object({
  meetingId: z.string(),
  time: z.string(FUTURE_ONLY).transform((wall, context) => {
    const at = new Date(wall);
    if (!Number.isNaN(at.getTime()) && at.getTime() > Date.now()) return at.toISOString();
    context.addIssue({ code: "custom", message: FUTURE_ONLY });
    return z.NEVER;
  }),
});

/**
 * A discussion point added to the meeting's points (sent whole). A blank one is ignored
 * (docs/product.md, section 5.5): it fails here, in the browser, and the form says nothing.
 */
export const PointFormSchema = z.object({
  meetingId: z.string(),
  points: z.array(z.string()),
  point: z.string().trim().min(1),
});
