import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { CURRENCIES, type Currency } from "../../../core/currencies";
import {
  CALCULATOR_TOAST_MS,
  computeValuation,
  describeAmount,
  type ValuationProblem,
} from "../../../core/valuation";
import { Field } from "../../components/ui/field";
import { useToast } from "../../components/ui/toast";
import { useDigits } from "../../i18n/digits";
import { useLocale } from "../../i18n/language";
import { LOCALE_INFO } from "../../i18n/locales";
import { ValuationExplanation } from "./valuation-explanation";

const PROBLEM_TEXT: Record<ValuationProblem, MessageDescriptor | null> = {
  incomplete: null,
  investment: msg`Enter the investment as a number, e.g. 1,00,000 or 250,000.`,
  equity: msg`Enter the equity as a percentage above 0, e.g. 10 or 10%.`,
  "equity-over-100": msg`Equity cannot be more than 100%: an investor cannot buy more than the company.`,
};

const isCurrency = (value: string): value is Currency =>
  (CURRENCIES as readonly string[]).includes(value);

/** Investment and equity in, pre-money and post-money valuation out, as the visitor types. */
export function ValuationCalculator() {
  const showToast = useToast();
  const { t } = useLingui();
  const language = useLocale();
  const [investment, setInvestment] = useState("");
  const [equity, setEquity] = useState("");
  const [currency, setCurrency] = useState<Currency>("INR");
  const [explaining, setExplaining] = useState(false);
  const digits = useDigits();
  const amount = (value: number) => describeAmount(value, currency, language, digits);
  // A currency by its code in English, by its name in Arabic; the value chosen stays the code.
  const currencyNames = new Intl.DisplayNames(LOCALE_INFO[language].intl, { type: "currency" });

  const result = computeValuation(investment, equity);
  const problemText = result.ok ? null : PROBLEM_TEXT[result.problem];
  const problem = problemText ? t(problemText) : null;

  const copy = async () => {
    if (!result.ok) {
      showToast(t`Nothing to copy`, "error", CALCULATOR_TOAST_MS);
      return;
    }
    const preMoney = amount(result.preMoney);
    const postMoney = amount(result.postMoney);
    const invested = amount(result.investment);
    const share = result.equity;
    const text = [
      t`Pre-money valuation: ${preMoney}`,
      t`Post-money valuation: ${postMoney}`,
      t`Investment: ${invested} for ${share}% equity`,
    ].join("\n");
    try {
      await navigator.clipboard.writeText(text);
      showToast(t`Valuation copied to clipboard`, "success", CALCULATOR_TOAST_MS);
    } catch {
      showToast(t`Copying is blocked in this browser: select the figures and copy them.`, "error");
    }
  };

  return (
    <div className="valuation">
      <form className="form valuation__inputs card" onSubmit={(event) => event.preventDefault()}>
        <Field label={t`Investment amount`} hint={t`Digits, with or without separators: 1,00,000`}>
          {(control) => (
            <input
              {...control}
              aria-invalid={result.ok === false && result.problem === "investment"}
              inputMode="decimal"
              autoComplete="off"
              // Figures read left to right in Arabic too.
              dir="ltr"
              value={investment}
              onChange={(event) => setInvestment(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t`Equity offered (%)`}
          hint={t`The share of the company the investment buys: 10%`}
        >
          {(control) => (
            <input
              {...control}
              aria-invalid={
                result.ok === false &&
                (result.problem === "equity" || result.problem === "equity-over-100")
              }
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              value={equity}
              onChange={(event) => setEquity(event.target.value)}
            />
          )}
        </Field>
        <Field label={t`Currency`}>
          {(control) => (
            <select
              {...control}
              value={currency}
              onChange={(event) => {
                if (isCurrency(event.target.value)) setCurrency(event.target.value);
              }}
            >
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {language === "en" ? code : currencyNames.of(code)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </form>

      <section className="valuation__result card" aria-labelledby="valuation-result-heading">
        <h2 id="valuation-result-heading">
          <Trans>Valuation</Trans>
        </h2>
        <div aria-live="polite">
          {result.ok ? (
            <dl className="valuation__figures">
              <div>
                <dt>
                  <Trans>Pre-money valuation</Trans>
                </dt>
                <dd data-testid="pre-money">
                  <bdi>{amount(result.preMoney)}</bdi>
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Post-money valuation</Trans>
                </dt>
                <dd data-testid="post-money">
                  <bdi>{amount(result.postMoney)}</bdi>
                </dd>
              </div>
            </dl>
          ) : (
            <p className={problem ? "field__error" : "valuation__empty"}>
              {problem ?? t`Enter an investment and the equity it buys to see the valuation.`}
            </p>
          )}
        </div>
        <div className="valuation__actions">
          <button type="button" className="button button--primary" onClick={copy}>
            <Trans>Copy result</Trans>
          </button>
          <button
            type="button"
            className="button"
            aria-expanded={explaining}
            aria-controls="valuation-explanation"
            onClick={() => setExplaining(true)}
          >
            <Trans>Explain</Trans>
          </button>
          <button type="button" className="button" onClick={() => setExplaining(false)}>
            <Trans>Clear</Trans>
          </button>
        </div>
      </section>

      <ValuationExplanation id="valuation-explanation" hidden={!explaining} />
    </div>
  );
}
