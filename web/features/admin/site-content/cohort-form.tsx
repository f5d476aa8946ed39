import { useForm, useInputControl } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import { type AdminCohort, CohortInputSchema } from "../../../../core/schemas/cohorts";
import { NumberField } from "../../../components/ui/form-fields";
import { useOnSaved } from "../actions";
import { DateField } from "../dates/date-field";
import { CohortPreview } from "./arabic-preview";
import { BilingualTextField } from "./bilingual-text-field";
import { ContentFormFrame } from "./content-form-frame";
import type { ContentFormProps } from "./content-panel";
import type { ContentSaved } from "./site-content-action";
import { TimeZoneField } from "./time-zone-field";

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

/**
 * Creates a cohort, or edits the one the panel opened: what the home page's cohort card shows,
 * checked in the browser with the server's schema, each of staff's texts in English and, beside
 * it, in Arabic.
 */
export function CohortForm({ item: cohort, onClose }: ContentFormProps<AdminCohort>) {
  const saving = useFetcher<ContentSaved>();
  useOnSaved(saving, onClose);
  const [form, fields] = useForm({
    id: `cohort-form-${cohort?._id ?? "new"}`,
    defaultValue: valuesOf(cohort),
    lastResult: saving.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CohortInputSchema }),
  });
  const startDate = useInputControl(fields.startDate);
  const deadline = useInputControl(fields.applicationDeadline);
  // What the form holds as typed, for the preview of the Arabic page.
  const typed = (name: keyof ReturnType<typeof valuesOf>) => String(fields[name].value ?? "");
  return (
    <ContentFormFrame
      kind="cohort"
      heading={cohort ? `Edit ${cohort.name}` : "New cohort"}
      form={form}
      editing={cohort}
      saving={saving}
      onClose={onClose}
    >
      <div className="content-form__pair">
        <BilingualTextField english={fields.name} arabic={fields.nameAr} label="Name" />
        <BilingualTextField english={fields.place} arabic={fields.placeAr} label="Place" />
        <BilingualTextField
          english={fields.sponsorship}
          arabic={fields.sponsorshipAr}
          label="Sponsorship"
          hint="e.g. Fully sponsored"
        />
      </div>
      <div className="content-form__grid">
        <DateField
          label="Start date"
          value={startDate.value ?? ""}
          onChange={startDate.change}
          error={fields.startDate.errors?.[0]}
        />
        <NumberField field={fields.lengthDays} label="Length in days" min={1} step={1} />
        <DateField
          label="Application deadline"
          hint="Applications close at the end of this day"
          value={deadline.value ?? ""}
          onChange={deadline.change}
          error={fields.applicationDeadline.errors?.[0]}
        />
        <TimeZoneField
          field={fields.timeZone}
          hint="The place's: the cohort starts at 00:00 on its start date there"
        />
      </div>
      <div className="content-form__pair">
        <BilingualTextField
          english={fields.summary}
          arabic={fields.summaryAr}
          label="Summary"
          optional
          rows={3}
        />
      </div>
      <CohortPreview
        values={{
          id: cohort?._id ?? "new",
          startDate: startDate.value ?? "",
          lengthDays: typed("lengthDays"),
          applicationDeadline: deadline.value ?? "",
          timeZone: typed("timeZone"),
          name: typed("name"),
          nameAr: typed("nameAr"),
          place: typed("place"),
          placeAr: typed("placeAr"),
          sponsorship: typed("sponsorship"),
          sponsorshipAr: typed("sponsorshipAr"),
          summary: typed("summary"),
          summaryAr: typed("summaryAr"),
        }}
      />
    </ContentFormFrame>
  );
}
