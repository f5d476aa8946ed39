/** How the calculator gets its figures, shown when the visitor presses Explain. */
export function ValuationExplanation({ id, hidden }: { id: string; hidden: boolean }) {
  return (
    <section
      id={id}
      hidden={hidden}
      className="valuation__explanation card"
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`}>How the valuation is worked out</h2>
      <p>
        <strong>Pre-money valuation</strong> is what the company is worth before the new money
        arrives: the investment divided by the share of the company it buys.
      </p>
      <p className="valuation__formula">Pre-money = Investment ÷ (Equity % ÷ 100)</p>
      <p>
        <strong>Post-money valuation</strong> is the pre-money valuation plus the investment: what
        the company is worth the moment the round closes.
      </p>
      <p className="valuation__formula">Post-money = Pre-money + Investment</p>
      <p>
        Example: ₹10,00,000 (10 Lakh) for 10% gives a pre-money valuation of ₹1 Crore and a
        post-money valuation of ₹1.1 Crore. Rupee amounts are shown in Lakh from 1,00,000 and in
        Crore from 1,00,00,000; other currencies in Million from 500,000.
      </p>
    </section>
  );
}
