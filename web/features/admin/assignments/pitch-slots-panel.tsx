import { type FormEvent, useState } from "react";
import { useFetcher } from "react-router";
import { PITCH_SLOT_LENGTHS } from "../../../../core/pitch-slots";
import { type PitchSlot, PitchSlotInputSchema } from "../../../../core/schemas/pitch-slot";
import { Field } from "../../../components/ui/field";
import { errorText } from "../../../lib/api";
import { AS_JSON, type FormAnswer, useFormFetcher, useValuesSince } from "../actions";
import { DateField } from "../dates/date-field";
import { TimeField } from "../dates/time-field";
import { formatZonedTime } from "../format";
import { Loaded } from "../lists/loaded";
import type { AssignmentsIntent, BookingCancelled } from "./assignments-action";
import { CancelBookingDialog } from "./cancel-booking-dialog";
import { combineDateTime } from "./meeting-form";

const EMPTY = { date: "", time: "", length: "30", name: "", email: "" };
type Values = typeof EMPTY;
type Problems = Partial<Record<keyof Values, string>>;

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
  const publishing = useFetcher<FormAnswer>();
  const removing = useFetcher<FormAnswer>();
  // The dialog closes once the booking is cancelled; the slot's Remove button then takes the
  // focus the dialog's opener (gone with the booking) cannot get back.
  const cancelling = useFormFetcher<PitchSlot, BookingCancelled>();
  const freed = cancelling.fetcher.data?.ok ? cancelling.fetcher.data.slotId : undefined;
  // A published slot empties the date and time; the representative stays for the next one.
  const [kept, setKept] = useState({ name: "", email: "" });
  const [values, setValues] = useValuesSince<Values>({ ...EMPTY, ...kept }, publishing.data);
  const [problems, setProblems] = useState<Problems>({});
  const busy = publishing.state !== "idle";

  const setTo = (name: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setTo(name)(event.target.value);

  function publish(event: FormEvent) {
    event.preventDefault();
    const current = values;
    const startsAt = combineDateTime(current.date, current.time);
    const found: Problems = {};
    if (!current.date) found.date = "Choose a date.";
    if (!current.time) found.time = "Choose a time.";
    const parsed = PitchSlotInputSchema.safeParse({
      startsAt,
      durationMinutes: Number(current.length),
      representativeName: current.name,
      representativeEmail: current.email,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === "representativeName") found.name ??= issue.message;
        if (field === "representativeEmail") found.email ??= issue.message;
        if (field === "durationMinutes") found.length ??= issue.message;
        // A date and a time that make no instant: the field that is wrong says why.
        if (field === "startsAt" && current.date && current.time) found.date ??= issue.message;
      }
    }
    setProblems(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    setKept({ name: current.name, email: current.email });
    const intent: AssignmentsIntent = { intent: "slot-publish", input: parsed.data };
    void publishing.submit(intent, AS_JSON);
  }

  function remove(slot: PitchSlot) {
    const intent: AssignmentsIntent = { intent: "slot-remove", slotId: slot._id };
    void removing.submit(intent, AS_JSON);
  }

  return (
    <section className="assign-card pitch-slots" aria-labelledby="pitch-slots-heading">
      <h2 id="pitch-slots-heading">Pitch slots</h2>
      <form
        className="pitch-slots__form"
        onSubmit={publish}
        noValidate
        aria-label="Publish a pitch slot"
      >
        <div className="pitch-slots__when">
          <DateField
            label="Slot date"
            value={values.date}
            onChange={setTo("date")}
            error={problems.date}
          />
          <TimeField
            label="Slot time"
            value={values.time}
            onChange={setTo("time")}
            error={problems.time}
          />
          <Field label="Length" error={problems.length}>
            {(control) => (
              <select {...control} value={values.length} onChange={set("length")}>
                {PITCH_SLOT_LENGTHS.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {minutes} minutes
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field label="Representative" error={problems.name}>
          {(control) => (
            <input {...control} value={values.name} onChange={set("name")} autoComplete="name" />
          )}
        </Field>
        <Field
          label="Representative's e-mail"
          hint="The invitation goes there."
          error={problems.email}
        >
          {(control) => (
            <input
              {...control}
              type="email"
              value={values.email}
              onChange={set("email")}
              autoComplete="email"
            />
          )}
        </Field>
        <button type="submit" className="button button--primary" disabled={busy}>
          Publish slot
        </button>
      </form>
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
                          onClick={() => cancelling.open(slot)}
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
      <CancelBookingDialog cancelling={cancelling} />
    </section>
  );
}
