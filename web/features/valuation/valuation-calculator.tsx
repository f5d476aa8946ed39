import { useState } from "react";
import { CALCULATOR_TOAST_MS, VALUATION_CURRENCIES } from "../../../core/constants";
import {
  computeValuation,
  describeAmount,
  type ValuationCurrency,
  type ValuationProblem,
} from "../../../core/valuation";
import { Field } from "../../components/ui/field";
import { useToast } from "../../components/ui/toast";
import { ValuationExplanation } from "./valuation-explanation";

const PROBLEM_TEXT: Record<ValuationProblem, string | null> = {
  incomplete: null,
  investment: "Enter the investment as a number, e.g. 1,00,000 or 250,000.",
  equity: "Enter the equity as a percentage above 0, e.g. 10 or 10%.",
  "equity-over-100":
    "Equity cannot be more than 100%: an investor cannot buy more than the company.",
};

const isCurrency = (value: string): value is ValuationCurrency =>
  (VALUATION_CURRENCIES as readonly string[]).includes(value);

/** Investment and equity in, pre-money and post-money valuation out, as the visitor types. */
export function ValuationCalculator() {
  const showToast = useToast();
  const [investment, setInvestment] = useState("");
  const [equity, setEquity] = useState("");
  const [currency, setCurrency] = useState<ValuationCurrency>("INR");
  const [explaining, setExplaining] = useState(false);

  const result = computeValuation(investment, equity);
  const problem = result.ok ? null : PROBLEM_TEXT[result.problem];

  const copy = async () => {
    if (!result.ok) {
      showToast("Nothing to copy", "error", CALCULATOR_TOAST_MS);
      return;
    }
    const text = [
      `Pre-money valuation: ${describeAmount(result.preMoney, currency)}`,
      `Post-money valuation: ${describeAmount(result.postMoney, currency)}`,
      `Investment: ${describeAmount(result.investment, currency)} for ${result.equity}% equity`,
    ].join("\n");
    try {
      await navigator.clipboard.writeText(text);
      showToast("Valuation copied to clipboard", "success", CALCULATOR_TOAST_MS);
    } catch {
      showToast("Copying is blocked in this browser: select the figures and copy them.", "error");
    }
  };

  return (
    <div className="valuation">
      <form className="form valuation__inputs card" onSubmit={(event) => event.preventDefault()}>
        <Field label="Investment amount" hint="Digits, with or without separators: 1,00,000">
          {(control) => (
            <input
              {...control}
              aria-invalid={result.ok === false && result.problem === "investment"}
              inputMode="decimal"
              autoComplete="off"
              value={investment}
              onChange={(event) => setInvestment(event.target.value)}
            />
          )}
        </Field>
        <Field label="Equity offered (%)" hint="The share of the company the investment buys: 10%">
          {(control) => (
            <input
              {...control}
              aria-invalid={
                result.ok === false &&
                (result.problem === "equity" || result.problem === "equity-over-100")
              }
              inputMode="decimal"
              autoComplete="off"
              value={equity}
              onChange={(event) => setEquity(event.target.value)}
            />
          )}
        </Field>
        <Field label="Currency">
          {(control) => (
            <select
              {...control}
              value={currency}
              onChange={(event) => {
                if (isCurrency(event.target.value)) setCurrency(event.target.value);
              }}
            >
              {VALUATION_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </Field>
      </form>

      <section className="valuation__result card" aria-labelledby="valuation-result-heading">
        <h2 id="valuation-result-heading">Valuation</h2>
        <div aria-live="polite">
          {result.ok ? (
            <dl className="valuation__figures">
              <div>
                <dt>Pre-money valuation</dt>
                <dd data-testid="pre-money">{describeAmount(result.preMoney, currency)}</dd>
              </div>
              <div>
                <dt>Post-money valuation</dt>
                <dd data-testid="post-money">{describeAmount(result.postMoney, currency)}</dd>
              </div>
            </dl>
          ) : (
            <p className={problem ? "field__error" : "valuation__empty"}>
              {problem ?? "Enter an investment and the equity it buys to see the valuation."}
            </p>
          )}
        </div>
        <div className="valuation__actions">
          <button type="button" className="button button--primary" onClick={copy}>
            Copy result
          </button>
          <button
            type="button"
            className="button"
            aria-expanded={explaining}
            aria-controls="valuation-explanation"
            onClick={() => setExplaining(true)}
          >
            Explain
          </button>
          <button type="button" className="button" onClick={() => setExplaining(false)}>
            Clear
          </button>
        </div>
      </section>

      <ValuationExplanation id="valuation-explanation" hidden={!explaining} />
    </div>
  );
}
