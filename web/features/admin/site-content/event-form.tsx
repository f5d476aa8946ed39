import { EVENT_REGISTRATIONS, EVENT_VISIBILITIES } from "../../../../core/constants";
import {
  type AdminEvent,
  type EventInput,
  EventInputSchema,
} from "../../../../core/schemas/events";
import { Field } from "../../../components/ui/field";
import { DateTimeField } from "../dates/date-time-field";
import { ARABIC } from "./arabic-text";
import { ContentFormFrame } from "./content-form-frame";
import { TimeZoneSelect } from "./time-zone-select";
import { type ServerIssues, useSchemaForm } from "./use-schema-form";

const REGISTRATION_LABELS: Record<(typeof EVENT_REGISTRATIONS)[number], string> = {
  none: "None: attendance by invitation",
  application: "'Register Now' opens the funding application",
  link: "'Register Now' opens a registration link",
};

const DEFAULT_ZONE = "Asia/Dubai";

const valuesOf = (event?: AdminEvent) => ({
  title: event?.title ?? "",
  visibility: event?.visibility ?? "Public",
  startsAt: event?.localStartsAt ?? "",
  timeZone: event?.timeZone ?? DEFAULT_ZONE,
  venue: event?.venue ?? "",
  summary: event?.summary ?? "",
  programme: event?.programme ?? "",
  whoAttends: event?.whoAttends ?? "",
  notes: event?.notes ?? "",
  registration: event?.registration ?? "application",
  registrationUrl: event?.registrationUrl ?? "",
  titleAr: event?.titleAr ?? "",
  venueAr: event?.venueAr ?? "",
  summaryAr: event?.summaryAr ?? "",
  programmeAr: event?.programmeAr ?? "",
  whoAttendsAr: event?.whoAttendsAr ?? "",
  notesAr: event?.notesAr ?? "",
});
type Values = ReturnType<typeof valuesOf>;

const toInput = (values: Values): EventInput => ({
  ...values,
  visibility: values.visibility as EventInput["visibility"],
  registration: values.registration as EventInput["registration"],
});

/**
 * Creates an event, or edits `event`: every field of the Events page, checked as the server does,
 * each of staff's texts in English and, beside it, in Arabic.
 */
export function EventForm({
  event,
  issues,
  busy,
  onSave,
  onCancel,
}: {
  event?: AdminEvent;
  /** The server's messages for the fields, when it refused the last save. */
  issues: ServerIssues | undefined;
  busy: boolean;
  onSave: (input: EventInput) => void;
  onCancel: () => void;
}) {
  const { values, errors, set, setTo, submit } = useSchemaForm({
    initial: valuesOf(event),
    schema: EventInputSchema,
    toInput,
    save: onSave,
    serverIssues: issues,
  });
  return (
    <ContentFormFrame
      headingId={event ? `edit-event-${event._id}` : "new-event"}
      heading={event ? `Edit ${event.title}` : "New event"}
      editing={Boolean(event)}
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className="content-form__grid">
        <Field label="Title" error={errors.title}>
          {(control) => <input {...control} value={values.title} onChange={set("title")} />}
        </Field>
        <Field label="Title in Arabic" optional error={errors.titleAr}>
          {(control) => (
            <input {...control} {...ARABIC} value={values.titleAr} onChange={set("titleAr")} />
          )}
        </Field>
        <Field label="Private or public" error={errors.visibility}>
          {(control) => (
            <select {...control} value={values.visibility} onChange={set("visibility")}>
              {EVENT_VISIBILITIES.map((visibility) => (
                <option key={visibility} value={visibility}>
                  {visibility} event
                </option>
              ))}
            </select>
          )}
        </Field>
        <DateTimeField
          label="Date and time"
          hint="The wall time where the event takes place"
          value={values.startsAt}
          onChange={setTo("startsAt")}
          error={errors.startsAt}
        />
        <Field label="Time zone" error={errors.timeZone}>
          {(control) => (
            <TimeZoneSelect control={control} value={values.timeZone} onChange={set("timeZone")} />
          )}
        </Field>
      </div>
      <div className="content-form__pair">
        <Field label="Venue" error={errors.venue}>
          {(control) => <input {...control} value={values.venue} onChange={set("venue")} />}
        </Field>
        <Field label="Venue in Arabic" optional error={errors.venueAr}>
          {(control) => (
            <input {...control} {...ARABIC} value={values.venueAr} onChange={set("venueAr")} />
          )}
        </Field>
      </div>
      <div className="content-form__pair">
        <Field label="Summary" error={errors.summary}>
          {(control) => (
            <textarea {...control} rows={3} value={values.summary} onChange={set("summary")} />
          )}
        </Field>
        <Field label="Summary in Arabic" optional error={errors.summaryAr}>
          {(control) => (
            <textarea
              {...control}
              {...ARABIC}
              rows={3}
              value={values.summaryAr}
              onChange={set("summaryAr")}
            />
          )}
        </Field>
      </div>
      <div className="content-form__pair">
        <Field
          label="Programme"
          optional
          hint="One line per slot: a time, then what happens, e.g. 18:00 Arrivals and welcome"
          error={errors.programme}
        >
          {(control) => (
            <textarea {...control} rows={4} value={values.programme} onChange={set("programme")} />
          )}
        </Field>
        <Field
          label="Programme in Arabic"
          optional
          hint="The same slots, each starting with its time"
          error={errors.programmeAr}
        >
          {(control) => (
            <textarea
              {...control}
              {...ARABIC}
              rows={4}
              value={values.programmeAr}
              onChange={set("programmeAr")}
            />
          )}
        </Field>
      </div>
      <div className="content-form__pair">
        <Field label="Who attends" optional error={errors.whoAttends}>
          {(control) => (
            <textarea
              {...control}
              rows={2}
              value={values.whoAttends}
              onChange={set("whoAttends")}
            />
          )}
        </Field>
        <Field label="Who attends in Arabic" optional error={errors.whoAttendsAr}>
          {(control) => (
            <textarea
              {...control}
              {...ARABIC}
              rows={2}
              value={values.whoAttendsAr}
              onChange={set("whoAttendsAr")}
            />
          )}
        </Field>
      </div>
      <div className="content-form__pair">
        <Field label="Notes" optional hint="One note per line" error={errors.notes}>
          {(control) => (
            <textarea {...control} rows={3} value={values.notes} onChange={set("notes")} />
          )}
        </Field>
        <Field label="Notes in Arabic" optional hint="One note per line" error={errors.notesAr}>
          {(control) => (
            <textarea
              {...control}
              {...ARABIC}
              rows={3}
              value={values.notesAr}
              onChange={set("notesAr")}
            />
          )}
        </Field>
      </div>
      <Field label="Registration" error={errors.registration}>
        {(control) => (
          <select {...control} value={values.registration} onChange={set("registration")}>
            {EVENT_REGISTRATIONS.map((registration) => (
              <option key={registration} value={registration}>
                {REGISTRATION_LABELS[registration]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {values.registration === "link" ? (
        <Field label="Registration link" error={errors.registrationUrl}>
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={values.registrationUrl}
              onChange={set("registrationUrl")}
            />
          )}
        </Field>
      ) : null}
    </ContentFormFrame>
  );
}
