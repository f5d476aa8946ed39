import { type FormEvent, useId, useState } from "react";
import { useFetcher } from "react-router";
import { SCORED_TOPICS, WEIGHT_MAX, type Weights } from "../../../../core/scorecard";
import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { AS_JSON } from "../actions";
import { Loaded } from "../lists/loaded";
import { reviewsApi } from "./reviews-api";

/** What the weights tab sends its clientAction. */
export type WeightsIntent = { intent: "save"; weights: Weights };
/** Saved (a toast says so), or why not: said under the form. */
export type WeightsSaved = { ok: true } | { ok: false; error: string };

/** The clientAction of the weights tab: saving recomputes every total and median. */
export async function weightsAction({ weights }: WeightsIntent): Promise<WeightsSaved> {
  try {
    await reviewsApi.saveWeights({ weights });
    toast("Weights saved; every total was recomputed", "success");
    return { ok: true };
  } catch (error) {
    const text = { fallback: "The weights were not saved.", network: "Something went wrong." };
    return { ok: false, error: errorText(error, text) };
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

function WeightsForm({ stored }: { stored: Record<string, number> }) {
  const id = useId();
  const saving = useFetcher<WeightsSaved>();
  const [weights, setWeights] = useState(() =>
    Object.fromEntries(Object.entries(stored).map(([topic, weight]) => [topic, String(weight)])),
  );
  const busy = saving.state !== "idle";
  const error = saving.data?.ok === false ? saving.data.error : "";

  function save(event: FormEvent) {
    event.preventDefault();
    const numbers = Object.fromEntries(
      SCORED_TOPICS.map((topic) => [topic, Number(weights[topic])]),
    ) as Weights;
    const intent: WeightsIntent = { intent: "save", weights: numbers };
    void saving.submit(intent, AS_JSON);
  }

  return (
    <form className="form weights" onSubmit={save}>
      {SCORED_TOPICS.map((topic, index) => (
        <div key={topic} className="weights__row">
          <label htmlFor={`${id}-${index}`}>{topic}</label>
          <input
            id={`${id}-${index}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={WEIGHT_MAX}
            step={1}
            required
            value={weights[topic] ?? "1"}
            onChange={(event) => setWeights({ ...weights, [topic]: event.target.value })}
          />
        </div>
      ))}
      {error ? (
        <p role="alert" className="field__error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? "Saving…" : "Save weights"}
      </button>
    </form>
  );
}
