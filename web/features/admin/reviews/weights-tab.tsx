import { type FormEvent, useEffect, useId, useState } from "react";
import { SCORED_TOPICS, WEIGHT_MAX, type Weights } from "../../../../core/scorecard";
import { useToast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { reviewsApi } from "./reviews-api";

/**
 * The weight of each scored topic in the weighted total, Σ wᵢ·sᵢ / Σ wᵢ on the 0–5 scale
 * (docs/decisions/020-scorecards.md). Admins only; saving recomputes every total and median.
 */
export function WeightsTab() {
  const id = useId();
  const [weights, setWeights] = useState<Record<string, string> | null>(null);
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState("");
  const [saving, setSaving] = useState(false);
  const showToast = useToast();

  useEffect(() => {
    reviewsApi
      .weights()
      .then((loaded) =>
        setWeights(
          Object.fromEntries(
            Object.entries(loaded.weights).map(([topic, w]) => [topic, String(w)]),
          ),
        ),
      )
      .catch(() => setFailed(true));
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!weights) return;
    setSaving(true);
    setError("");
    try {
      const numbers = Object.fromEntries(
        SCORED_TOPICS.map((topic) => [topic, Number(weights[topic])]),
      ) as Weights;
      await reviewsApi.saveWeights({ weights: numbers });
      showToast("Weights saved; every total was recomputed", "success");
    } catch (cause) {
      setError(
        errorText(cause, {
          fallback: "The weights were not saved.",
          network: "Something went wrong.",
        }),
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Scorecard weights</h2>
      <p className="scorecard__hint">
        A scorecard's weighted total is Σ weight × score ÷ Σ weight over the twelve scored topics,
        on the same 0–5 scale: with every weight 1 it is the plain average. A weight of 0 leaves the
        topic out. "Anomalies or Red Flags" is a flag, never scored.
      </p>
      {failed ? <p className="field__error">Could not load the weights.</p> : null}
      {weights ? (
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
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? "Saving…" : "Save weights"}
          </button>
        </form>
      ) : null}
    </section>
  );
}
