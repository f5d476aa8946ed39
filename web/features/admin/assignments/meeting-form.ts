import { MeetingInputSchema } from "../../../../core/schemas/meeting";
import { z } from "../../../../core/schemas/zod";

// The 'Call for Meeting' dialog's fields as typed, turned into the call's payload (docs/product.md, section 5.5).

/** "Salma, Omar ,, Reem" → ["Salma", "Omar", "Reem"]: split on commas, trimmed, blanks dropped. */
export const splitParticipants = (text: string) =>
  text
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);

/** A date (YYYY-MM-DD) and time (HH:mm) picked in the browser, as an ISO instant; null if invalid. */
export function combineDateTime(date: string, time: string): string | null {
  if (!date || !time) return null;
  const local = new Date(`${date}T${time}`);
  return Number.isNaN(local.getTime()) ? null : local.toISOString();
}

/**
 * The dialog's form as conform reads it: participants split on commas, the date and the time made
 * one instant in the browser's zone, then the call's own schema (MeetingInputSchema). Parsed in the
 * browser only (its clientAction too), where the zone is the one the time was picked in.
 */
export const MeetingFormSchema = z
  .object({
    title: MeetingInputSchema.shape.title,
    participants: z
      .string("Add at least one participant")
      .transform(splitParticipants)
      .pipe(MeetingInputSchema.shape.participants),
    date: z.string("Choose a date"),
    time: z.string("Choose a time"),
  })
  .transform(({ title, participants, date, time }, context) => {
    const at = combineDateTime(date, time);
    if (at) return { title, participants, time: at };
    context.addIssue({ code: "custom", path: ["time"], message: "Check the date and the time." });
    return z.NEVER;
  })
  .pipe(MeetingInputSchema);
