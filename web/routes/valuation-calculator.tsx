import { ValuationCalculator } from "../features/valuation/valuation-calculator";
import { metaForLocation } from "../lib/meta";
import "../styles/valuation.css";

export const meta = metaForLocation;

export default function ValuationCalculatorPage() {
  return (
    <div className="page">
      <header className="page__header">
        <h1>Valuation Calculator</h1>
        <p className="lead">
          Type the investment on offer and the equity it asks for: the calculator shows what that
          says about your company's worth before and after the round.
        </p>
      </header>
      <ValuationCalculator />
    </div>
  );
}
