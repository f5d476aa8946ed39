import type { PitchSlot, PitchSlotInput } from "../../core/schemas/pitch-slot";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import { createSlot, findOverlappingSlot, lockRepresentativeSlots } from "./pitch-slots-repository";

export const SLOT_IN_PAST_MESSAGE = "Please select a future time.";
export const slotOverlapMessage = (representativeEmail: string) =>
  `${representativeEmail} already has a pitch slot at an overlapping time. Choose another time, or remove that slot first.`;

/**
 * Publishes a pitch slot. A representative is in one pitch at a time: a slot that overlaps another
 * of theirs (a double click included) is refused with 409. Their slots are published one at a
 * time (a transaction lock on their address), so two overlapping ones cannot both pass the check.
 */
export async function publishSlot(
  db: Database,
  input: PitchSlotInput,
  now = new Date(),
): Promise<PitchSlot> {
  const startsAt = new Date(input.startsAt);
  if (startsAt.getTime() <= now.getTime()) throw new HttpError(400, SLOT_IN_PAST_MESSAGE);
  return db.transaction(async (tx) => {
    await lockRepresentativeSlots(tx, input.representativeEmail);
    if (await findOverlappingSlot(tx, input.representativeEmail, startsAt, input.durationMinutes)) {
      throw new HttpError(409, slotOverlapMessage(input.representativeEmail));
    }
    return createSlot(tx, input);
  });
}
