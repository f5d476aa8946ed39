import { formatPitchTimeForStaff } from "../../core/decision-mails";
import {
  type PitchOnDecision,
  pitchChoiceNeeded,
  pitchChoicesNeeded,
} from "../../core/pitch-slots";
import type { Actor } from "../audit/audit-repository";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import { cancelPitchBooking } from "./booking";
import { bookedPitchesAhead } from "./pitch-slots-repository";

type Deps = Parameters<typeof cancelPitchBooking>[0];

/** The reason the founder reads in the cancellation mail. */
const DECIDED = "The team has reached a decision on your application.";

/**
 * Before applications become Resolved (docs/decisions/054-undo.md): the founder's page must not
 * offer a pitch for a decided application, so staff say what becomes of each pitch still ahead.
 * Answers the pitches to cancel after the change; refuses (409) when a pitch is ahead and no
 * choice was made. Applications already Resolved are not asked about again.
 */
export async function pitchesToSettle(
  db: Database,
  applicationIds: string[],
  choice: PitchOnDecision | undefined,
  now = new Date(),
): Promise<{ slotId: string }[]> {
  const ahead = await bookedPitchesAhead(db, applicationIds, now);
  if (ahead.length === 0 || choice === "keep") return [];
  if (!choice) {
    const [only] = ahead;
    throw new HttpError(
      409,
      ahead.length === 1 && only
        ? pitchChoiceNeeded(formatPitchTimeForStaff(only.startsAt))
        : pitchChoicesNeeded(ahead.length),
    );
  }
  return ahead.map(({ slotId }) => ({ slotId }));
}

/** Cancels the pitches of applications just resolved: each founder gets the mail and the CANCEL. */
export async function cancelDecidedPitches(
  deps: Deps,
  pitches: { slotId: string }[],
  actor: Actor,
) {
  for (const { slotId } of pitches) {
    await cancelPitchBooking(deps, { by: "staff", slotId, actor, reason: DECIDED });
  }
}
