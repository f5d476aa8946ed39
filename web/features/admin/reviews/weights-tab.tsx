import { getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Fragment, useId } from "react";
import { useFetcher } from "react-router";
import { ScorecardWeightsFormSchema } from "../../../../core/schemas/scorecard";
import { SCORED_TOPICS, WEIGHT_MAX, withDefaultWeights } from "../../../../core/scorecard";
import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { type FormReply, replied } from "../actions";
import { Loaded } from "../lists/loaded";
import { refusalOf } from "../server-field-errors";
import { reviewsApi } from "./reviews-api";

/**
 * The clientAction of the weights tab, given the form's fields: saving recomputes every total and
 * median (a toast says so), or why not, said under the form, the server's field issues under theirs.
 */
export async function weightsAction(formData: FormData): Promise<FormReply> {
  const submission = parseWithZod(formData, { schema: ScorecardWeightsFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  try {
    await reviewsApi.saveWeights(submission.value);
    toast("Weights saved; every total was recomputed", "success");
    return replied(true, submission.reply());
  } catch (error) {
    const text = { fallback: "The weights were not saved.", network: "Something went wrong." };
    return replied(false, submission.reply(refusalOf(error, errorText(error, text))));
  }
}

/**
 * The weight of each scored topic in the weighted total, Σ wᵢ·sᵢ / Σ wᵢ on the 0–5 scale
 * (docs/decisions/020-scorecards.md). Admins only.
 */
export function WeightsTab({ weights }: { weights: Promise<{ weights: Record<string, number> }> }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Scorecard weights</h2>
      <p className="scorecard__hint">
        A scorecard's weighted total is Σ weight × score ÷ Σ weight over the twelve scored topics,
        on the same 0–5 scale: with every weight 1 it is the plain average. A weight of 0 leaves the
        topic out. "Anomalies or Red Flags" is a flag, never scored.
      </p>
      <Loaded
        data={weights}
        loading={null}
        failure={() => <p className="field__error">Could not load the weights.</p>}
      >
        {(loaded) => <WeightsForm stored={loaded.weights} />}
      </Loaded>
    </section>
  );
}

/** A conform form posted to the tab's clientAction, checked with the same schema. */
function WeightsForm({ stored }: { stored: Record<string, number> }) {
  const id = useId();
  const saving = useFetcher<FormReply>();
  const [form, fields] = useForm({
    id: `${id}-form`,
    defaultValue: { weights: withDefaultWeights(stored) },
    lastResult: saving.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ScorecardWeightsFormSchema }),
  });
  const weights = fields.weights.getFieldset();
  const busy = saving.state !== "idle";
  const error = form.errors?.[0] ?? fields.weights.errors?.[0];

  return (
    <saving.Form
      method="post"
      id={form.id}
      className="form weights"
      onSubmit={form.onSubmit}
      noValidate
    >
      {SCORED_TOPICS.map((topic, index) => {
        const field = weights[topic];
        // The topics' names hold spaces, which an id read by aria-describedby (a list of ids)
        // cannot: the row's ids are by place.
        const inputId = `${form.id}-weight-${index}`;
        const errorId = `${inputId}-error`;
        const { key, ...input } = getInputProps(field, { type: "number", ariaAttributes: false });
        return (
          <Fragment key={topic}>
            <div className="weights__row">
              <label htmlFor={inputId}>{topic}</label>
              <input
                key={key}
                {...input}
                id={inputId}
                aria-invalid={field.errors ? true : undefined}
                aria-describedby={field.errors ? errorId : undefined}
                inputMode="numeric"
                min={0}
                max={WEIGHT_MAX}
                step={1}
                required
              />
            </div>
            {field.errors ? (
              <p id={errorId} className="field__error">
                {field.errors[0]}
              </p>
            ) : null}
          </Fragment>
        );
      })}
      {error ? (
        <p role="alert" className="field__error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? "Saving…" : "Save weights"}
      </button>
    </saving.Form>
  );
}
