import { Trans, useLingui } from "@lingui/react/macro";
import { pageInfo } from "../content/pages";
import { ValuationCalculator } from "../features/valuation/valuation-calculator";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";
import "../styles/valuation.css";

export const meta = metaForLocation;

export default function ValuationCalculatorPage() {
  const { t } = useLingui();
  return (
    <div className="page">
      <header className="page__header">
        <h1>{t(pageInfo(PATHS.valuationCalculator).heading)}</h1>
        <p className="lead">
          <Trans>
            Type the investment on offer and the equity it asks for: the calculator shows what that
            says about your company's worth before and after the round.
          </Trans>
        </p>
      </header>
      <ValuationCalculator />
    </div>
  );
}
