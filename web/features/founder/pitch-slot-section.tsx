import { getInputProps, useForm } from "@conform-to/react";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { FIRM } from "../../../core/firm";
import { PITCH_CHANGE_CUTOFF_HOURS } from "../../../core/pitch-slots";
import type {
  FounderPitchSlots,
  OpenPitchSlot,
  PitchSlotChange,
} from "../../../core/schemas/pitch-slot";
import { useNumberText } from "../../i18n/digits";
import { errorText } from "../../lib/api";
import { failureText, isFailure } from "../../lib/form-action";
import { useFormRules } from "../../lib/form-rules";
import { saveFile } from "../../lib/save-file";
import { useFounderDates } from "./format-date";
import { answerTo, FOUNDER_INTENTS, type FounderFormAnswer } from "./founder-forms";
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

/** The founder page's pitch-slot posts: each names its change (`intent`, core/schemas/pitch-slot.ts). */
type PitchSlotIntent = PitchSlotChange["intent"];
const PITCH_SLOT_INTENTS: readonly string[] = [
  FOUNDER_INTENTS.book,
  FOUNDER_INTENTS.move,
  FOUNDER_INTENTS.cancel,
] satisfies PitchSlotIntent[];

/** The page's last post, if it was a pitch-slot change, with the change it asked for. */
const pitchSlotPost = (posted: FounderFormAnswer | undefined) =>
  posted && PITCH_SLOT_INTENTS.includes(posted.intent)
    ? (posted as FounderFormAnswer & { intent: PitchSlotIntent })
    : undefined;

/** Whether the post `answered` changed the booking. */
const changed = (answered: FounderFormAnswer | undefined) =>
  answered !== undefined && !isFailure(answered) && answered.done;

/**
 * The pitch slot on the founder's page: book one of the open slots, then move or cancel it until
 * 24 hours before. `loaded` is what the page's loader read (null if it could not). Each change is
 * a route form (docs/decisions/076-route-forms.md) posted to the page's action, which makes it as
 * the API's calls do; the loader then reads the slots again.
 */
export function PitchSlotSection({
  loaded,
  posted,
}: {
  loaded: FounderPitchSlots | null;
  /** What the page's action answered its forms' last post (this section reads its own). */
  posted: FounderFormAnswer | undefined;
}) {
  const answered = pitchSlotPost(posted);
  // Moving or cancelling, opened since the last change: a change made closes it, a refused one not.
  const [opened, setOpened] = useState<{
    what: "move" | "cancel";
    since: FounderFormAnswer | undefined;
  } | null>(null);
  const open = opened && (opened.since === answered || !changed(answered)) ? opened.what : null;
  const { t } = useLingui();
  const cutoffHours = useNumberText()(PITCH_CHANGE_CUTOFF_HOURS);
  const times = useSlotTimes();
  const done: Record<PitchSlotIntent, string> = {
    book: t`Your pitch slot is booked.`,
    move: t`Your pitch slot is moved.`,
    cancel: t`Your pitch slot is cancelled.`,
  };

  const slots = loaded;
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
                You can move or cancel it until {cutoffHours} hours before it starts. The invitation
                is in your inbox.
              </Trans>
            </p>
          ) : (
            <p>
              <Trans>
                It starts in less than {cutoffHours} hours, so it can no longer be moved or
                cancelled here. To change it, write to <FirmAddress />.
              </Trans>
            </p>
          )}
          {booking.changeable && !open ? (
            <div className="pitch-slot__actions">
              <button
                type="button"
                className="button"
                onClick={() => setOpened({ what: "move", since: answered })}
              >
                <Trans>Move to another slot</Trans>
              </button>
              <button
                type="button"
                className="button"
                onClick={() => setOpened({ what: "cancel", since: answered })}
              >
                <Trans>Cancel my slot</Trans>
              </button>
            </div>
          ) : null}
          {open === "cancel" ? (
            <CancelForm
              startsAt={times.full(booking.startsAt)}
              answered={answerTo("cancel", answered)}
              onKeep={() => setOpened(null)}
            />
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
      {slots && !slots.decided && (!booking || open === "move") ? (
        <SlotPicker
          open={slots.open}
          intent={booking ? "move" : "book"}
          answered={answerTo(booking ? "move" : "book", answered)}
          action={booking ? t`Move my slot` : t`Book this slot`}
          onKeep={booking ? () => setOpened(null) : undefined}
        />
      ) : null}
      {answered && changed(answered) ? (
        <p className="pitch-slot__done" role="status">
          {done[answered.intent]}
        </p>
      ) : null}
    </section>
  );
}

/** Whether a pitch-slot change is being posted. */
const usePosting = () => {
  const intent = useNavigation().formData?.get("intent");
  return intent === "book" || intent === "move" || intent === "cancel";
};

/** What kept a change from being made, in the page's language: the server's words, or the page's. */
function usePostError(answered: FounderFormAnswer | undefined, formErrors: string[] | undefined) {
  const { t, i18n } = useLingui();
  const texts = {
    fallback: t`That did not work. Please try again.`,
    network: t`We could not reach our server. Check your connection and try again.`,
  };
  const said = answered && isFailure(answered) ? failureText(answered, texts) : formErrors?.[0];
  return said ? founderMessage(said, i18n) : null;
}

/** One pitch-slot form: posted to the page's action, the page kept where it is. */
function PitchSlotForm({
  intent,
  form,
  onFocus,
  className,
  children,
}: {
  intent: PitchSlotIntent;
  form: { id: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void };
  onFocus?: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      preventScrollReset
      id={form.id}
      onSubmit={form.onSubmit}
      onFocus={onFocus}
      noValidate
      className={className}
    >
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/** "Cancel your pitch on …?": the booking cancelled once the founder says yes. */
function CancelForm({
  startsAt,
  answered,
  onKeep,
}: {
  startsAt: string;
  answered: FounderFormAnswer | undefined;
  onKeep: () => void;
}) {
  const id = useId();
  const busy = usePosting();
  const [form] = useForm({
    id: `${id}-cancel`,
    lastResult: answered && "result" in answered ? answered.result : undefined,
  });
  const error = usePostError(answered, form.errors);
  return (
    <PitchSlotForm intent="cancel" form={form} className="pitch-slot__confirm">
      <p>
        <Trans>Cancel your pitch on {startsAt}? The slot opens for others.</Trans>
      </p>
      <div className="pitch-slot__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          <Trans>Yes, cancel it</Trans>
        </button>
        <button type="button" className="button" onClick={onKeep}>
          <Trans>Keep it</Trans>
        </button>
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </PitchSlotForm>
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

/** The open slots by day, one to choose: booked, or the booking moved to it. */
function SlotPicker({
  open,
  intent,
  answered,
  action,
  onKeep,
}: {
  open: OpenPitchSlot[];
  intent: "book" | "move";
  answered: FounderFormAnswer | undefined;
  action: string;
  onKeep: (() => void) | undefined;
}) {
  const id = useId();
  const busy = usePosting();
  const times = useSlotTimes();
  const { i18n } = useLingui();
  const rules = useFormRules(() =>
    import("./pitch-slot-rules").then((loaded) => loaded.checkPitchSlot),
  );
  const [form, fields] = useForm({
    id: `${id}-${intent}`,
    lastResult: answered && "result" in answered ? answered.result : undefined,
    shouldValidate: "onSubmit",
    onValidate: rules.onValidate,
  });
  const error = usePostError(answered, form.errors);
  const missing = fields.slotId.errors?.[0];
  if (open.length === 0) {
    return (
      <p>
        <Trans>
          No slots are open right now. We publish new ones every week: please come back soon.
        </Trans>
      </p>
    );
  }
  return (
    <PitchSlotForm
      intent={intent}
      form={{ id: form.id, onSubmit: rules.onSubmit(form.onSubmit) }}
      onFocus={rules.onFocus}
      className="pitch-slot__picker"
    >
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
                      {...getInputProps(fields.slotId, {
                        type: "radio",
                        value: slot._id,
                        ariaAttributes: false,
                      })}
                      key={slot._id}
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
          {founderMessage(missing, i18n)}
        </p>
      ) : null}
      <div className="pitch-slot__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {action}
        </button>
        {onKeep ? (
          <button type="button" className="button" onClick={onKeep}>
            <Trans>Keep my slot</Trans>
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </PitchSlotForm>
  );
}
