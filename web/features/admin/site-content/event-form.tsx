import { useForm, useInputControl } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import { EVENT_REGISTRATIONS, EVENT_VISIBILITIES } from "../../../../core/constants";
import { type AdminEvent, EventInputSchema } from "../../../../core/schemas/events";
import { ChoiceField, TextField } from "../../../components/ui/form-fields";
import { useOnSaved } from "../actions";
import { DateTimeField } from "../dates/date-time-field";
import { EventPreview } from "./arabic-preview";
import { BilingualTextField } from "./bilingual-text-field";
import { ContentFormFrame } from "./content-form-frame";
import type { ContentFormProps } from "./content-panel";
import type { ContentSaved } from "./site-content-action";
import { TimeZoneField } from "./time-zone-field";

const REGISTRATION_LABELS: Record<(typeof EVENT_REGISTRATIONS)[number], string> = {
  none: "None: attendance by invitation",
  application: "'Register Now' opens the funding application",
  link: "'Register Now' opens a registration link",
};
const VISIBILITY_LABELS: Record<(typeof EVENT_VISIBILITIES)[number], string> = {
  Private: "Private event",
  Public: "Public event",
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

/**
 * Creates an event, or edits the one the panel opened: every field of the Events page, checked in
 * the browser with the server's schema, then by the tab's clientAction's call (whose refusal puts
 * the server's messages under their fields), each of staff's texts in English and, beside it, in
 * Arabic.
 */
export function EventForm({ item: event, onClose }: ContentFormProps<AdminEvent>) {
  const saving = useFetcher<ContentSaved>();
  useOnSaved(saving, onClose);
  const [form, fields] = useForm({
    id: `event-form-${event?._id ?? "new"}`,
    defaultValue: valuesOf(event),
    lastResult: saving.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EventInputSchema }),
  });
  const startsAt = useInputControl(fields.startsAt);
  // What the form holds as typed, for the preview of the Arabic page.
  const typed = (name: keyof ReturnType<typeof valuesOf>) => String(fields[name].value ?? "");
  return (
    <ContentFormFrame
      kind="event"
      heading={event ? `Edit ${event.title}` : "New event"}
      form={form}
      editing={event}
      saving={saving}
      onClose={onClose}
    >
      <div className="content-form__grid">
        <BilingualTextField english={fields.title} arabic={fields.titleAr} label="Title" />
        <ChoiceField
          field={fields.visibility}
          label="Private or public"
          placeholder="Choose Private or Public"
          options={EVENT_VISIBILITIES}
          optionLabel={(visibility) =>
            VISIBILITY_LABELS[visibility as keyof typeof VISIBILITY_LABELS]
          }
        />
        <DateTimeField
          label="Date and time"
          hint="The wall time where the event takes place"
          value={startsAt.value ?? ""}
          onChange={startsAt.change}
          error={fields.startsAt.errors?.[0]}
        />
        <TimeZoneField field={fields.timeZone} />
      </div>
      <div className="content-form__pair">
        <BilingualTextField english={fields.venue} arabic={fields.venueAr} label="Venue" />
      </div>
      <div className="content-form__pair">
        <BilingualTextField
          english={fields.summary}
          arabic={fields.summaryAr}
          label="Summary"
          rows={3}
        />
      </div>
      <div className="content-form__pair">
        <BilingualTextField
          english={fields.programme}
          arabic={fields.programmeAr}
          label="Programme"
          optional
          hint="One line per slot: a time, then what happens, e.g. 18:00 Arrivals and welcome"
          arabicHint="The same slots, each starting with its time"
          rows={4}
        />
      </div>
      <div className="content-form__pair">
        <BilingualTextField
          english={fields.whoAttends}
          arabic={fields.whoAttendsAr}
          label="Who attends"
          optional
          rows={2}
        />
      </div>
      <div className="content-form__pair">
        <BilingualTextField
          english={fields.notes}
          arabic={fields.notesAr}
          label="Notes"
          optional
          hint="One note per line"
          rows={3}
        />
      </div>
      <ChoiceField
        field={fields.registration}
        label="Registration"
        placeholder="Choose how guests register"
        options={EVENT_REGISTRATIONS}
        optionLabel={(registration) =>
          REGISTRATION_LABELS[registration as keyof typeof REGISTRATION_LABELS]
        }
      />
      {fields.registration.value === "link" ? (
        <TextField
          field={fields.registrationUrl}
          label="Registration link"
          type="url"
          placeholder="https://"
        />
      ) : null}
      <EventPreview
        values={{
          id: event?._id ?? "new",
          wallTime: startsAt.value ?? "",
          timeZone: typed("timeZone"),
          visibility: typed("visibility") || "Public",
          registration: typed("registration"),
          registrationUrl: typed("registrationUrl"),
          title: typed("title"),
          titleAr: typed("titleAr"),
          venue: typed("venue"),
          venueAr: typed("venueAr"),
          summary: typed("summary"),
          summaryAr: typed("summaryAr"),
          programme: typed("programme"),
          programmeAr: typed("programmeAr"),
          whoAttends: typed("whoAttends"),
          whoAttendsAr: typed("whoAttendsAr"),
          notes: typed("notes"),
          notesAr: typed("notesAr"),
        }}
      />
    </ContentFormFrame>
  );
}
