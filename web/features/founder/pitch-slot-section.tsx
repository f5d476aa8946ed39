import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useState } from "react";
import { FIRM } from "../../../core/firm";
import { PITCH_CHANGE_CUTOFF_HOURS } from "../../../core/pitch-slots";
import type { FounderPitchSlots, OpenPitchSlot } from "../../../core/schemas/pitch-slot";
import { errorText } from "../../lib/api";
import { saveFile } from "../../lib/save-file";
import { useFounderDates } from "./format-date";
import { founderMessage } from "./founder-messages";
import { pitchSlotApi } from "./pitch-slot-api";

/**
 * A slot's times in the founder's own time zone, which the browser knows, in the page's language:
 * "Tue, 1 Dec 2026, 3:30 pm IST" in English.
 */
function useSlotTimes() {
  const { locale } = useFounderDates();
  const { i18n } = useLingui();
  const full = (iso: string) =>
    new Date(iso).toLocaleString(locale, {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    });
  return {
    full,
    /** "…, 30 minutes with Layla Haddad": the full date and time. */
    describe: (slot: OpenPitchSlot) => describe(i18n, slot, full(slot.startsAt)),
    /** "10:00 am IST, 30 minutes with Layla Haddad": a slot within its day. */
    describeWithinDay: (slot: OpenPitchSlot) =>
      describe(
        i18n,
        slot,
        new Date(slot.startsAt).toLocaleTimeString(locale, {
          hour: "numeric",
          minute: "2-digit",
          timeZoneName: "short",
        }),
      ),
    /** The day of a slot: "Wednesday, 25 November 2026". */
    day: (iso: string) =>
      new Date(iso).toLocaleDateString(locale, {
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
      }),
  };
}

/** A slot in words, its time as given. */
function describe(i18n: I18n, slot: OpenPitchSlot, time: string): string {
  const minutes = slot.durationMinutes;
  const representative = slot.representativeName;
  return i18n._(msg`${time}, ${minutes} minutes with ${representative}`);
}

/** Open slots by day, in the order they come (earliest first). */
function byDay(open: OpenPitchSlot[], dayOf: (iso: string) => string): [string, OpenPitchSlot[]][] {
  const days = new Map<string, OpenPitchSlot[]>();
  for (const slot of open) {
    const day = dayOf(slot.startsAt);
    const slots = days.get(day);
    if (slots) slots.push(slot);
    else days.set(day, [slot]);
  }
  return [...days];
}

/**
 * The pitch slot on the founder's page: book one of the open slots, then move or cancel it until
 * 24 hours before. `loaded` is what the page's loader read (null if it could not); every change is
 * saved at once, its answer shown until `onChanged` has the loader read the page again.
 */
export function PitchSlotSection({
  loaded,
  onChanged,
}: {
  loaded: FounderPitchSlots | null;
  onChanged: () => void;
}) {
  const [answer, setAnswer] = useState<{
    to: FounderPitchSlots | null;
    slots: FounderPitchSlots;
  }>();
  const slots = answer && answer.to === loaded ? answer.slots : loaded;
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [busy, setBusy] = useState(false);
  const { t, i18n } = useLingui();
  const times = useSlotTimes();
  const network = t`We could not reach our server. Check your connection and try again.`;

  async function change(call: () => Promise<FounderPitchSlots>, success: string) {
    setBusy(true);
    setProblem(null);
    setDone(null);
    try {
      setAnswer({ to: loaded, slots: await call() });
      setDone(success);
      setMoving(false);
      setConfirmingCancel(false);
    } catch (error) {
      setProblem(
        founderMessage(
          errorText(error, { fallback: t`That did not work. Please try again.`, network }),
          i18n,
        ),
      );
    } finally {
      setBusy(false);
      // The stage changes with a booking; a slot someone else just took disappears from the list.
      onChanged();
    }
  }

  const booking = slots?.booking ?? null;
  return (
    <section className="card founder-section pitch-slot" aria-labelledby="pitch-slot-heading">
      <h2 id="pitch-slot-heading">
        <Trans>Your pitch slot</Trans>
      </h2>
      {slots === null ? (
        <p className="field__error" role="alert">
          <Trans>The pitch slots could not be loaded.</Trans>
        </p>
      ) : null}
      {booking ? (
        <>
          <p className="pitch-slot__booked">
            <strong>
              <Trans>Booked:</Trans>
            </strong>{" "}
            {times.describe(booking)}.
          </p>
          <AddToCalendar />
          {slots?.decided ? (
            <p>
              <Trans>
                We have reached a decision on your application; we keep this time as a meeting with
                you. To change it, write to <FirmAddress />.
              </Trans>
            </p>
          ) : booking.changeable ? (
            <p>
              <Trans>
                You can move or cancel it until {PITCH_CHANGE_CUTOFF_HOURS} hours before it starts.
                The invitation is in your inbox.
              </Trans>
            </p>
          ) : (
            <p>
              <Trans>
                It starts in less than {PITCH_CHANGE_CUTOFF_HOURS} hours, so it can no longer be
                moved or cancelled here. To change it, write to <FirmAddress />.
              </Trans>
            </p>
          )}
          {booking.changeable && !moving && !confirmingCancel ? (
            <div className="pitch-slot__actions">
              <button type="button" className="button" onClick={() => setMoving(true)}>
                <Trans>Move to another slot</Trans>
              </button>
              <button type="button" className="button" onClick={() => setConfirmingCancel(true)}>
                <Trans>Cancel my slot</Trans>
              </button>
            </div>
          ) : null}
          {confirmingCancel ? (
            <div className="pitch-slot__confirm">
              <p>
                <Trans>
                  Cancel your pitch on {times.full(booking.startsAt)}? The slot opens for others.
                </Trans>
              </p>
              <div className="pitch-slot__actions">
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy}
                  onClick={() => void change(pitchSlotApi.cancel, t`Your pitch slot is cancelled.`)}
                >
                  <Trans>Yes, cancel it</Trans>
                </button>
                <button type="button" className="button" onClick={() => setConfirmingCancel(false)}>
                  <Trans>Keep it</Trans>
                </button>
              </div>
            </div>
          ) : null}
        </>
      ) : slots?.decided ? (
        <p>
          <Trans>
            We have reached a decision on your application, so there is no pitch to book.
          </Trans>
        </p>
      ) : slots ? (
        <p>
          <Trans>Book a time to pitch {FIRM.name} with one of our representatives.</Trans>
        </p>
      ) : null}
      {slots && !slots.decided && (!booking || moving) ? (
        <SlotPicker
          open={slots.open}
          busy={busy}
          action={booking ? t`Move my slot` : t`Book this slot`}
          onCancel={booking ? () => setMoving(false) : undefined}
          onPick={(slotId) =>
            void change(
              () => (booking ? pitchSlotApi.move({ slotId }) : pitchSlotApi.book({ slotId })),
              booking ? t`Your pitch slot is moved.` : t`Your pitch slot is booked.`,
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

/** The firm's address, left to right inside a sentence of either language. */
function FirmAddress() {
  return (
    <a href={`mailto:${FIRM.email}`} dir="ltr">
      {FIRM.email}
    </a>
  );
}

/** The booked pitch's invitation as a file: the same .ics its mail carried, for any calendar. */
function AddToCalendar() {
  const [failed, setFailed] = useState<string | null>(null);
  const { t, i18n } = useLingui();
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
            const fallback = t`The invitation could not be downloaded. Please try again.`;
            const network = t`We could not reach our server. Check your connection and try again.`;
            setFailed(founderMessage(errorText(error, { fallback, network }), i18n));
          }
        }}
      >
        <Trans>Add to calendar</Trans>
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
  const times = useSlotTimes();
  if (open.length === 0) {
    return (
      <p>
        <Trans>
          No slots are open right now. We publish new ones every week: please come back soon.
        </Trans>
      </p>
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
        <legend>
          <Trans>Open slots</Trans>
        </legend>
        <p className="pitch-slot__zone">
          <Trans>Times are in your time zone.</Trans>
        </p>
        {byDay(open, times.day).map(([day, slots]) => (
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
                    <span>{times.describeWithinDay(slot)}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </fieldset>
      {missing ? (
        <p id={`${id}-missing`} className="field__error">
          <Trans>Choose a slot.</Trans>
        </p>
      ) : null}
      <div className="pitch-slot__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {action}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            <Trans>Keep my slot</Trans>
          </button>
        ) : null}
      </div>
    </form>
  );
}
