import { useState } from "react";
import { useFetcher } from "react-router";
import type { PitchSlot } from "../../../../core/schemas/pitch-slot";
import { errorText } from "../../../lib/api";
import { AS_JSON, type FormAnswer } from "../actions";
import { formatZonedTime } from "../format";
import { Loaded } from "../lists/loaded";
import type { AssignmentsIntent } from "./assignments-action";
import { CancelBookingDialog } from "./cancel-booking-dialog";
import { PublishSlotForm } from "./publish-slot-form";

const NETWORK = "Something went wrong.";

/** Gives the element focus as it appears (a freed slot's Remove button). */
const focusOnArrival = (element: HTMLElement | null) => element?.focus();

/**
 * Pitch slots: staff publish a date, time, length and representative; founders book them from
 * their page (docs/decisions/021-pitch-slots-and-drafts.md). A booked slot shows who booked it;
 * its meeting is in the meetings list and the application is Scheduled. An admin can cancel the
 * booking (the founder is told), after which the slot is open again. Every change goes through
 * the view's clientAction, and the slots load again after it.
 */
export function PitchSlotsPanel({ slots }: { slots: Promise<PitchSlot[]> }) {
  const removing = useFetcher<FormAnswer>();
  // The dialog closes once the booking is cancelled; the slot's Remove button then takes the
  // focus the dialog's opener (gone with the booking) cannot get back.
  const [cancelling, setCancelling] = useState<PitchSlot | null>(null);
  const [freed, setFreed] = useState<string>();
  function remove(slot: PitchSlot) {
    const intent: AssignmentsIntent = { intent: "slot-remove", slotId: slot._id };
    void removing.submit(intent, AS_JSON);
  }

  return (
    <section className="assign-card pitch-slots" aria-labelledby="pitch-slots-heading">
      <h2 id="pitch-slots-heading">Pitch slots</h2>
      <PublishSlotForm />
      <Loaded
        data={slots}
        loading={<p role="status">Loading pitch slots...</p>}
        failure={(error) => (
          <p className="field__error" role="alert">
            {errorText(error, { fallback: "Failed to fetch pitch slots", network: NETWORK })}
          </p>
        )}
      >
        {(loaded) =>
          loaded.length === 0 ? (
            <p>No pitch slots published.</p>
          ) : (
            <ul className="pitch-slots__list" aria-label="Published pitch slots">
              {loaded.map((slot) => (
                <li
                  key={slot._id}
                  className={`pitch-slots__slot${slot.booking ? " pitch-slots__slot--booked" : ""}`}
                >
                  <p className="pitch-slots__time">
                    {formatZonedTime(slot.startsAt)} · {slot.durationMinutes} min ·{" "}
                    {slot.representativeName}
                  </p>
                  {slot.booking ? (
                    <div className="pitch-slots__open pitch-slots__booking">
                      <span>
                        Booked by {slot.booking.founderName} ({slot.booking.startupName})
                      </span>
                      {/* A pitch that has started keeps its booking (the server would answer 409). */}
                      {Date.parse(slot.startsAt) <= Date.now() ? null : (
                        <button
                          type="button"
                          className="button"
                          onClick={() => setCancelling(slot)}
                          aria-label={`Cancel booking of ${slot.booking.startupName}, ${formatZonedTime(slot.startsAt)}`}
                        >
                          Cancel booking
                        </button>
                      )}
                    </div>
                  ) : (
                    <div className="pitch-slots__open">
                      <span>Open</span>
                      <button
                        type="button"
                        className="button"
                        ref={slot._id === freed ? focusOnArrival : undefined}
                        onClick={() => remove(slot)}
                        aria-label={`Remove the slot of ${formatZonedTime(slot.startsAt)}`}
                      >
                        Remove
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <CancelBookingDialog
        slot={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={(slotId) => {
          setFreed(slotId);
          setCancelling(null);
        }}
      />
    </section>
  );
}
