import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { FIRM } from "../../../core/firm";
import { PITCH_CHANGE_CUTOFF_HOURS } from "../../../core/pitch-slots";
import type { FounderPitchSlots, OpenPitchSlot } from "../../../core/schemas/pitch-slot";
import { errorText } from "../../lib/api";
import { saveFile } from "../../lib/save-file";
import { pitchSlotApi } from "./pitch-slot-api";

const NETWORK = "We could not reach our server. Check your connection and try again.";

/** A slot's time in the founder's own time zone, which the browser knows: "Tue, 1 Dec 2026, 3:30 pm IST". */
export const formatSlotTime = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });

/** A slot in words, its time as given (the full date and time unless said): "…, 30 minutes with Layla Haddad". */
const describe = (slot: OpenPitchSlot, time = formatSlotTime(slot.startsAt)) =>
  `${time}, ${slot.durationMinutes} minutes with ${slot.representativeName}`;

/** The day of a slot in the founder's time zone: "Wednesday, 25 November 2026". */
const slotDay = (iso: string) =>
  new Date(iso).toLocaleDateString("en-IN", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });

/** A slot within its day: "10:00 am IST, 30 minutes with Layla Haddad". */
const describeWithinDay = (slot: OpenPitchSlot) =>
  describe(
    slot,
    new Date(slot.startsAt).toLocaleTimeString("en-IN", {
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    }),
  );

/** Open slots by day, in the order they come (earliest first). */
function byDay(open: OpenPitchSlot[]): [string, OpenPitchSlot[]][] {
  const days = new Map<string, OpenPitchSlot[]>();
  for (const slot of open) {
    const day = slotDay(slot.startsAt);
    const slots = days.get(day);
    if (slots) slots.push(slot);
    else days.set(day, [slot]);
  }
  return [...days];
}

/**
 * The pitch slot on the founder's page: book one of the open slots, then move or cancel it until
 * 24 hours before. Every change is saved at once; `onChanged` reloads the page's stage.
 */
export function PitchSlotSection({ onChanged }: { onChanged: () => void }) {
  const [slots, setSlots] = useState<FounderPitchSlots | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setSlots(await pitchSlotApi.slots());
    } catch (error) {
      setProblem(
        errorText(error, { fallback: "The pitch slots could not be loaded.", network: NETWORK }),
      );
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function change(call: () => Promise<FounderPitchSlots>, success: string) {
    setBusy(true);
    setProblem(null);
    setDone(null);
    try {
      setSlots(await call());
      setDone(success);
      setMoving(false);
      setConfirmingCancel(false);
      onChanged();
    } catch (error) {
      setProblem(
        errorText(error, { fallback: "That did not work. Please try again.", network: NETWORK }),
      );
      // A slot someone else just took disappears from the list.
      await load();
    } finally {
      setBusy(false);
    }
  }

  const booking = slots?.booking ?? null;
  return (
    <section className="card founder-section pitch-slot" aria-labelledby="pitch-slot-heading">
      <h2 id="pitch-slot-heading">Your pitch slot</h2>
      {slots === null && !problem ? <p role="status">Loading the pitch slots…</p> : null}
      {booking ? (
        <>
          <p className="pitch-slot__booked">
            <strong>Booked:</strong> {describe(booking)}.
          </p>
          <AddToCalendar />
          {slots?.decided ? (
            <p>
              We have reached a decision on your application; we keep this time as a meeting with
              you. To change it, write to <a href={`mailto:${FIRM.email}`}>{FIRM.email}</a>.
            </p>
          ) : booking.changeable ? (
            <p>
              You can move or cancel it until {PITCH_CHANGE_CUTOFF_HOURS} hours before it starts.
              The invitation is in your inbox.
            </p>
          ) : (
            <p>
              It starts in less than {PITCH_CHANGE_CUTOFF_HOURS} hours, so it can no longer be moved
              or cancelled here. To change it, write to{" "}
              <a href={`mailto:${FIRM.email}`}>{FIRM.email}</a>.
            </p>
          )}
          {booking.changeable && !moving && !confirmingCancel ? (
            <div className="pitch-slot__actions">
              <button type="button" className="button" onClick={() => setMoving(true)}>
                Move to another slot
              </button>
              <button type="button" className="button" onClick={() => setConfirmingCancel(true)}>
                Cancel my slot
              </button>
            </div>
          ) : null}
          {confirmingCancel ? (
            <div className="pitch-slot__confirm">
              <p>
                Cancel your pitch on {formatSlotTime(booking.startsAt)}? The slot opens for others.
              </p>
              <div className="pitch-slot__actions">
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy}
                  onClick={() => void change(pitchSlotApi.cancel, "Your pitch slot is cancelled.")}
                >
                  Yes, cancel it
                </button>
                <button type="button" className="button" onClick={() => setConfirmingCancel(false)}>
                  Keep it
                </button>
              </div>
            </div>
          ) : null}
        </>
      ) : slots?.decided ? (
        <p>We have reached a decision on your application, so there is no pitch to book.</p>
      ) : slots ? (
        <p>Book a time to pitch {FIRM.name} with one of our representatives.</p>
      ) : null}
      {slots && !slots.decided && (!booking || moving) ? (
        <SlotPicker
          open={slots.open}
          busy={busy}
          action={booking ? "Move my slot" : "Book this slot"}
          onCancel={booking ? () => setMoving(false) : undefined}
          onPick={(slotId) =>
            void change(
              () => (booking ? pitchSlotApi.move({ slotId }) : pitchSlotApi.book({ slotId })),
              booking ? "Your pitch slot is moved." : "Your pitch slot is booked.",
            )
          }
        />
      ) : null}
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      {done ? (
        <p className="pitch-slot__done" role="status">
          {done}
        </p>
      ) : null}
    </section>
  );
}

/** The booked pitch's invitation as a file: the same .ics its mail carried, for any calendar. */
function AddToCalendar() {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <p className="pitch-slot__calendar">
      <button
        type="button"
        className="button"
        onClick={async () => {
          setFailed(null);
          try {
            saveFile(await pitchSlotApi.calendar(), "pitch.ics");
          } catch (error) {
            const text = "The invitation could not be downloaded. Please try again.";
            setFailed(errorText(error, { fallback: text, network: NETWORK }));
          }
        }}
      >
        Add to calendar
      </button>
      {failed ? (
        <span className="field__error" role="alert">
          {" "}
          {failed}
        </span>
      ) : null}
    </p>
  );
}

function SlotPicker({
  open,
  busy,
  action,
  onPick,
  onCancel,
}: {
  open: OpenPitchSlot[];
  busy: boolean;
  action: string;
  onPick: (slotId: string) => void;
  onCancel: (() => void) | undefined;
}) {
  const id = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  if (open.length === 0) {
    return (
      <p>No slots are open right now. We publish new ones every week: please come back soon.</p>
    );
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!picked) {
      setMissing(true);
      return;
    }
    onPick(picked);
  }
  return (
    <form className="pitch-slot__picker" onSubmit={submit} noValidate>
      <fieldset aria-describedby={missing ? `${id}-missing` : undefined}>
        <legend>Open slots</legend>
        <p className="pitch-slot__zone">Times are in your time zone.</p>
        {byDay(open).map(([day, slots]) => (
          <fieldset key={day} className="pitch-slot__day">
            <legend>{day}</legend>
            <ul className="pitch-slot__options">
              {slots.map((slot) => (
                <li key={slot._id}>
                  <label className="pitch-slot__option">
                    <input
                      type="radio"
                      name={`${id}-slot`}
                      value={slot._id}
                      checked={picked === slot._id}
                      onChange={() => {
                        setPicked(slot._id);
                        setMissing(false);
                      }}
                    />
                    <span>{describeWithinDay(slot)}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </fieldset>
      {missing ? (
        <p id={`${id}-missing`} className="field__error">
          Choose a slot.
        </p>
      ) : null}
      <div className="pitch-slot__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {action}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            Keep my slot
          </button>
        ) : null}
      </div>
    </form>
  );
}
