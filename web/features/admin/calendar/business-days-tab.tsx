import { useForm, useInputControl } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useId } from "react";
import { useFetcher } from "react-router";
import { UAE_WEEKEND, WEEKDAY_NAMES } from "../../../../core/business-days";
import { MAX_DECISION_TARGET_DAYS } from "../../../../core/decision-clock";
import { DecisionTargetSchema } from "../../../../core/schemas/decision-clock";
import {
  type BusinessCalendarView,
  type Holiday,
  HolidayInputSchema,
  weekdayName,
} from "../../../../core/schemas/holidays";
import { FormAlert } from "../../../components/ui/form-alert";
import { NumberField, TextField } from "../../../components/ui/form-fields";
import type { FormAnswer, FormReply } from "../actions";
import { DateField } from "../dates/date-field";
import { formatDay } from "../format";
import { Loaded } from "../lists/loaded";
import "../../../styles/site-content.css";

const UAE_WEEKEND_NAMES = new Set<string>(
  UAE_WEEKEND.map((weekday) => WEEKDAY_NAMES[weekday] ?? ""),
);

/**
 * The firm's business days (docs/product.md, section 5.11): the weekend and the time zone every
 * clock counts in, and the public holidays, which admins add and take away here.
 */
export function BusinessDaysTab({ calendar }: { calendar: Promise<BusinessCalendarView> }) {
  const id = useId();
  return (
    <section className="site-content" aria-labelledby={`${id}-title`}>
      <div className="content-panel">
        <h2 id={`${id}-title`}>Business days</h2>
        <Loaded
          data={calendar}
          loading={<p role="status">Loading…</p>}
          failure={() => <FormAlert message="Could not load the calendar." />}
        >
          {(loaded) => (
            <>
              <p>
                Every clock that counts business days counts them in{" "}
                <strong>{loaded.timeZone}</strong> time, without {loaded.weekend.join(" and ")} and
                without the public holidays below. The Islamic holidays follow the moon: correct
                their days here once they are announced.
              </p>
              <DecisionTargetForm decisionDays={loaded.decisionDays} />
              <AddHolidayForm />
              <HolidayList holidays={loaded.holidays} />
            </>
          )}
        </Loaded>
      </div>
    </section>
  );
}

/**
 * How many business days a paid application may wait for its decision before it is overdue
 * (docs/product.md, section 5.12): a conform form posted to the tab's clientAction.
 */
function DecisionTargetForm({ decisionDays }: { decisionDays: number }) {
  const saving = useFetcher<FormReply>();
  const [form, fields] = useForm({
    id: "decision-target-form",
    lastResult: saving.data?.result,
    defaultValue: { decisionDays: String(decisionDays) },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DecisionTargetSchema }),
  });
  return (
    <div className="content-form">
      <h3>Decision target</h3>
      <saving.Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate>
        <input type="hidden" name="intent" value="target" />
        <NumberField
          field={fields.decisionDays}
          label="Business days from payment to decision"
          hint="A paid application still undecided after this many business days is overdue."
          min={1}
          max={MAX_DECISION_TARGET_DAYS}
          step={1}
        />
        <FormAlert message={form.errors?.[0] ?? null} />
        <div className="content-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={saving.state !== "idle"}
          >
            {saving.state !== "idle" ? "Saving…" : "Save target"}
          </button>
        </div>
      </saving.Form>
    </div>
  );
}

/** A conform form posted to the tab's clientAction, checked with the server's own schema. */
function AddHolidayForm() {
  const adding = useFetcher<FormReply>();
  const [form, fields] = useForm({
    id: "holiday-form",
    lastResult: adding.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: HolidayInputSchema }),
  });
  const day = useInputControl(fields.day);
  return (
    <div className="content-form">
      <h3>Add a holiday</h3>
      <adding.Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate>
        <div className="content-form__pair">
          <DateField
            label="Day"
            value={day.value ?? ""}
            onChange={day.change}
            error={fields.day.errors?.[0]}
          />
          <TextField field={fields.name} label="Name" />
        </div>
        <FormAlert message={form.errors?.[0] ?? null} />
        <div className="content-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={adding.state !== "idle"}
          >
            {adding.state !== "idle" ? "Adding…" : "Add holiday"}
          </button>
        </div>
      </adding.Form>
    </div>
  );
}

function HolidayList({ holidays }: { holidays: Holiday[] }) {
  if (holidays.length === 0) return <p>No public holidays: every weekday is a business day.</p>;
  return (
    <ul className="holiday-list" aria-label="Public holidays">
      {holidays.map((holiday) => (
        <HolidayItem key={holiday.day} holiday={holiday} />
      ))}
    </ul>
  );
}

/** A holiday and its Remove button: a form of its own, posted to the tab's clientAction. */
function HolidayItem({ holiday }: { holiday: Holiday }) {
  const removing = useFetcher<FormAnswer>();
  const weekday = weekdayName(holiday.day);
  return (
    <li>
      <span className="holiday-list__day">
        {weekday} {formatDay(holiday.day)}
        {UAE_WEEKEND_NAMES.has(weekday) ? <small> · on the weekend</small> : null}
      </span>
      <span className="holiday-list__name">{holiday.name}</span>
      <removing.Form method="post">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="day" value={holiday.day} />
        <button
          type="submit"
          className="button button--quiet"
          aria-label={`Remove ${holiday.name}, ${formatDay(holiday.day)}`}
          disabled={removing.state !== "idle"}
        >
          Remove
        </button>
      </removing.Form>
    </li>
  );
}
