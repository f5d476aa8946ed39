import {
  type AdminCohort,
  type CohortInput,
  CohortInputSchema,
} from "../../../../core/schemas/cohorts";
import { Field } from "../../../components/ui/field";
import { DateField } from "../dates/date-field";
import { ARABIC } from "./arabic-text";
import { ContentFormFrame } from "./content-form-frame";
import { TimeZoneSelect } from "./time-zone-select";
import { type ServerIssues, useSchemaForm } from "./use-schema-form";

const valuesOf = (cohort?: AdminCohort) => ({
  name: cohort?.name ?? "",
  startDate: cohort?.startDate ?? "",
  lengthDays: cohort ? String(cohort.lengthDays) : "",
  place: cohort?.place ?? "",
  sponsorship: cohort?.sponsorship ?? "",
  applicationDeadline: cohort?.applicationDeadline ?? "",
  timeZone: cohort?.timeZone ?? "Asia/Dubai",
  summary: cohort?.summary ?? "",
  nameAr: cohort?.nameAr ?? "",
  placeAr: cohort?.placeAr ?? "",
  sponsorshipAr: cohort?.sponsorshipAr ?? "",
  summaryAr: cohort?.summaryAr ?? "",
});
type Values = ReturnType<typeof valuesOf>;

const toInput = (values: Values): CohortInput => ({
  ...values,
  // An empty field is "no number", which the schema names, rather than 0.
  lengthDays: values.lengthDays.trim() === "" ? Number.NaN : Number(values.lengthDays),
});

/**
 * Creates a cohort, or edits `cohort`: what the home page's cohort card shows, each of staff's
 * texts in English and, beside it, in Arabic.
 */
export function CohortForm({
  cohort,
  issues,
  busy,
  onSave,
  onCancel,
}: {
  cohort?: AdminCohort;
  /** The server's messages for the fields, when it refused the last save. */
  issues: ServerIssues | undefined;
  busy: boolean;
  onSave: (input: CohortInput) => void;
  onCancel: () => void;
}) {
  const { values, errors, set, setTo, submit } = useSchemaForm({
    initial: valuesOf(cohort),
    schema: CohortInputSchema,
    toInput,
    save: onSave,
    serverIssues: issues,
  });
  return (
    <ContentFormFrame
      headingId={cohort ? `edit-cohort-${cohort._id}` : "new-cohort"}
      heading={cohort ? `Edit ${cohort.name}` : "New cohort"}
      editing={Boolean(cohort)}
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className="content-form__pair">
        <Field label="Name" error={errors.name}>
          {(control) => <input {...control} value={values.name} onChange={set("name")} />}
        </Field>
        <Field label="Name in Arabic" optional error={errors.nameAr}>
          {(control) => (
            <input {...control} {...ARABIC} value={values.nameAr} onChange={set("nameAr")} />
          )}
        </Field>
        <Field label="Place" error={errors.place}>
          {(control) => <input {...control} value={values.place} onChange={set("place")} />}
        </Field>
        <Field label="Place in Arabic" optional error={errors.placeAr}>
          {(control) => (
            <input {...control} {...ARABIC} value={values.placeAr} onChange={set("placeAr")} />
          )}
        </Field>
        <Field label="Sponsorship" hint="e.g. Fully sponsored" error={errors.sponsorship}>
          {(control) => (
            <input {...control} value={values.sponsorship} onChange={set("sponsorship")} />
          )}
        </Field>
        <Field label="Sponsorship in Arabic" optional error={errors.sponsorshipAr}>
          {(control) => (
            <input
              {...control}
              {...ARABIC}
              value={values.sponsorshipAr}
              onChange={set("sponsorshipAr")}
            />
          )}
        </Field>
      </div>
      <div className="content-form__grid">
        <DateField
          label="Start date"
          value={values.startDate}
          onChange={setTo("startDate")}
          error={errors.startDate}
        />
        <Field label="Length in days" error={errors.lengthDays}>
          {(control) => (
            <input
              {...control}
              type="number"
              min="1"
              step="1"
              inputMode="numeric"
              value={values.lengthDays}
              onChange={set("lengthDays")}
            />
          )}
        </Field>
        <DateField
          label="Application deadline"
          hint="Applications close at the end of this day"
          value={values.applicationDeadline}
          onChange={setTo("applicationDeadline")}
          error={errors.applicationDeadline}
        />
        <Field
          label="Time zone"
          hint="The place's: the cohort starts at 00:00 on its start date there"
          error={errors.timeZone}
        >
          {(control) => (
            <TimeZoneSelect control={control} value={values.timeZone} onChange={set("timeZone")} />
          )}
        </Field>
      </div>
      <div className="content-form__pair">
        <Field label="Summary" optional error={errors.summary}>
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
    </ContentFormFrame>
  );
}
