import { getSelectProps, useForm, useInputControl } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { useFetcher } from "react-router";
import { PITCH_SLOT_LENGTHS } from "../../../../core/pitch-slots";
import { Field } from "../../../components/ui/field";
import { EmailField, TextField } from "../../../components/ui/form-fields";
import { DateField } from "../dates/date-field";
import { TimeField } from "../dates/time-field";
import type { SlotPublished } from "./assignments-action";
import { PitchSlotFormSchema } from "./pitch-slot-form";

/** The length a new slot starts at: half an hour. */
const NEW_SLOT_LENGTH = "30";

/**
 * "Publish a pitch slot": a date, a time, a length and the representative. A conform form posted
 * to the view's clientAction, which checks it with the same schema; a slot published empties the
 * date and the time, and the representative stays for the next one.
 */
export function PublishSlotForm() {
  const publishing = useFetcher<SlotPublished>();
  const representative = publishing.data?.representative;
  // What the form starts from after each slot published (conform resets to it).
  const defaultValue = useMemo(
    () => ({
      date: "",
      time: "",
      durationMinutes: NEW_SLOT_LENGTH,
      representativeName: representative?.name ?? "",
      representativeEmail: representative?.email ?? "",
    }),
    [representative],
  );
  const [form, fields] = useForm({
    id: "pitch-slot-form",
    defaultValue,
    lastResult: publishing.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PitchSlotFormSchema }),
  });
  const date = useInputControl(fields.date);
  const time = useInputControl(fields.time);
  // Its id and ARIA come from Field, as for the shared fields.
  const {
    key: lengthKey,
    id: _id,
    ...length
  } = getSelectProps(fields.durationMinutes, { ariaAttributes: false });
  return (
    <publishing.Form
      method="post"
      id={form.id}
      className="pitch-slots__form"
      onSubmit={form.onSubmit}
      noValidate
      aria-label="Publish a pitch slot"
    >
      <input type="hidden" name="intent" value="slot-publish" />
      <div className="pitch-slots__when">
        <DateField
          label="Slot date"
          value={date.value ?? ""}
          onChange={date.change}
          error={fields.date.errors?.[0]}
        />
        <TimeField
          label="Slot time"
          value={time.value ?? ""}
          onChange={time.change}
          error={fields.time.errors?.[0]}
        />
        <Field label="Length" error={fields.durationMinutes.errors?.[0]}>
          {(control) => (
            <select key={lengthKey} {...length} {...control}>
              {PITCH_SLOT_LENGTHS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes} minutes
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <TextField field={fields.representativeName} label="Representative" autoComplete="name" />
      <EmailField
        field={fields.representativeEmail}
        label="Representative's e-mail"
        hint="The invitation goes there."
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={publishing.state !== "idle"}
      >
        Publish slot
      </button>
    </publishing.Form>
  );
}
