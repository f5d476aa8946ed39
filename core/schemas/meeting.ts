import { DATE_RANGE_MESSAGE, isInDateRange, LIMITS, requiredText } from "./common";
import { z } from "./zod";

const MAX_PARTICIPANTS = 100;
const MAX_POINTS = 100;

/** A meeting's time: an ISO date and time with its offset (the dialog combines date and time). */
export const MeetingTimeSchema = z.iso
  .datetime({ offset: true, message: "Choose a date and time for the meeting" })
  .refine(isInDateRange, DATE_RANGE_MESSAGE);

export const PointsSchema = z
  .array(requiredText(LIMITS.short), "Points must be a list")
  .max(MAX_POINTS, `At most ${MAX_POINTS} points`);

/** POST /api/meeting: title, participants (list), time (ISO). */
export const MeetingInputSchema = z.object({
  title: requiredText(LIMITS.short),
  participants: z
    .array(requiredText(LIMITS.name), "Participants must be a list")
    .min(1, "Add at least one participant")
    .max(MAX_PARTICIPANTS, `At most ${MAX_PARTICIPANTS} participants`),
  time: MeetingTimeSchema,
});
export type MeetingInput = z.infer<typeof MeetingInputSchema>;

/**
 * PATCH /api/meeting/:id (our addition, docs/architecture.md, rule 3): reschedule and/or replace the
 * discussion points. A new time must be in the future; the route checks that against its clock.
 */
export const MeetingChangeSchema = z
  .strictObject({ time: MeetingTimeSchema.optional(), points: PointsSchema.optional() })
  .refine((change) => change.time !== undefined || change.points !== undefined, {
    message: "Send a new time or the points",
  });
export type MeetingChange = z.infer<typeof MeetingChangeSchema>;

export const FUTURE_TIME_MESSAGE = "Please select a future time.";

export const MeetingSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  participants: z.array(z.string()),
  time: z.iso.datetime(),
  points: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type Meeting = z.infer<typeof MeetingSchema>;
/** GET /api/meeting */
export const MeetingListSchema = z.array(MeetingSchema);
