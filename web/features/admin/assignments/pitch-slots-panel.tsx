import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { PITCH_SLOT_LENGTHS } from "../../../../core/pitch-slots";
import { type PitchSlot, PitchSlotInputSchema } from "../../../../core/schemas/pitch-slot";
import { Field } from "../../../components/ui/field";
import { useToast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { DateField } from "../dates/date-field";
import { TimeField } from "../dates/time-field";
import { formatDateTime } from "../format";
import { assignmentsApi } from "./assignments-api";
import { CancelBookingDialog } from "./cancel-booking-dialog";
import { combineDateTime } from "./meeting-form";

const EMPTY = { date: "", time: "", length: "30", name: "", email: "" };
type Values = typeof EMPTY;
type Problems = Partial<Record<keyof Values, string>>;

const NETWORK = "Something went wrong.";

/**
 * Pitch slots: staff publish a date, time, length and representative; founders book them from
 * their page (docs/decisions/021-pitch-slots-and-drafts.md). A booked slot shows who booked it;
 * its meeting is in the meetings list and the application is Scheduled. An admin can cancel the
 * booking (the founder is told), after which the slot is open again.
 */
export function PitchSlotsPanel() {
  const [slots, setSlots] = useState<PitchSlot[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState<PitchSlot | null>(null);
  // The slot whose booking was just cancelled: its Remove button takes the focus the dialog's
  // opener (gone with the booking) cannot get back.
  const [freed, setFreed] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const showToast = useToast();

  const refresh = useCallback(async () => {
    try {
      setSlots(await assignmentsApi.pitchSlots());
      setFailure(null);
    } catch (error) {
      setFailure(errorText(error, { fallback: "Failed to fetch pitch slots", network: NETWORK }));
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  useEffect(() => {
    if (!freed || !slots) return;
    const button = list.current?.querySelector<HTMLButtonElement>(`[data-slot="${freed}"]`);
    if (!button) return;
    button.focus();
    setFreed(null);
  }, [freed, slots]);

  const setTo = (name: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setTo(name)(event.target.value);

  async function publish(event: FormEvent) {
    event.preventDefault();
    const startsAt = combineDateTime(values.date, values.time);
    const found: Problems = {};
    if (!values.date) found.date = "Choose a date.";
    if (!values.time) found.time = "Choose a time.";
    const parsed = PitchSlotInputSchema.safeParse({
      startsAt,
      durationMinutes: Number(values.length),
      representativeName: values.name,
      representativeEmail: values.email,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === "representativeName") found.name ??= issue.message;
        if (field === "representativeEmail") found.email ??= issue.message;
        if (field === "durationMinutes") found.length ??= issue.message;
        // A date and a time that make no instant: the field that is wrong says why.
        if (field === "startsAt" && values.date && values.time) found.date ??= issue.message;
      }
    }
    setProblems(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    setBusy(true);
    try {
      const slot = await assignmentsApi.publishPitchSlot(parsed.data);
      showToast(`Pitch slot published for ${formatDateTime(slot.startsAt)}.`);
      setValues((current) => ({ ...EMPTY, name: current.name, email: current.email }));
      await refresh();
    } catch (error) {
      showToast(
        errorText(error, { fallback: "The slot could not be published.", network: NETWORK }),
        "error",
      );
    } finally {
      setBusy(false);
    }
  }

  async function remove(slot: PitchSlot) {
    try {
      await assignmentsApi.removePitchSlot(slot._id);
      showToast("Pitch slot removed.");
      await refresh();
    } catch (error) {
      showToast(
        errorText(error, { fallback: "The slot could not be removed.", network: NETWORK }),
        "error",
      );
    }
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
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      {slots === null && !failure ? <p role="status">Loading pitch slots...</p> : null}
      {slots && slots.length === 0 ? <p>No pitch slots published.</p> : null}
      {slots && slots.length > 0 ? (
        <ul className="pitch-slots__list" aria-label="Published pitch slots" ref={list}>
          {slots.map((slot) => (
            <li
              key={slot._id}
              className={`pitch-slots__slot${slot.booking ? " pitch-slots__slot--booked" : ""}`}
            >
              <p className="pitch-slots__time">
                {formatDateTime(slot.startsAt)} · {slot.durationMinutes} min ·{" "}
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
                      aria-label={`Cancel booking of ${slot.booking.startupName}, ${formatDateTime(slot.startsAt)}`}
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
                    data-slot={slot._id}
                    onClick={() => void remove(slot)}
                    aria-label={`Remove the slot of ${formatDateTime(slot.startsAt)}`}
                  >
                    Remove
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <CancelBookingDialog
        slot={cancelling}
        onCancelled={(message) => {
          setFreed(cancelling?._id ?? null);
          setCancelling(null);
          showToast(message);
          void refresh();
        }}
        onClose={(changed) => {
          setCancelling(null);
          if (changed) void refresh();
        }}
      />
    </section>
  );
}
