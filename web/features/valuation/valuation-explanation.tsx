import { Trans } from "@lingui/react/macro";

/** How the calculator gets its figures, shown when the visitor presses Explain. */
export function ValuationExplanation({ id, hidden }: { id: string; hidden: boolean }) {
  return (
    <section
      id={id}
      hidden={hidden}
      className="valuation__explanation card"
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`}>
        <Trans>How the valuation is worked out</Trans>
      </h2>
      <p>
        <Trans>
          <strong>Pre-money valuation</strong> is what the company is worth before the new money
          arrives: the investment divided by the share of the company it buys.
        </Trans>
      </p>
      <p className="valuation__formula">
        <Trans>Pre-money = Investment ÷ (Equity % ÷ 100)</Trans>
      </p>
      <p>
        <Trans>
          <strong>Post-money valuation</strong> is the pre-money valuation plus the investment: what
          the company is worth the moment the round closes.
        </Trans>
      </p>
      <p className="valuation__formula">
        <Trans>Post-money = Pre-money + Investment</Trans>
      </p>
      <p>
        <Trans>
          Example: <bdi>₹10,00,000</bdi> (10 Lakh) for 10% gives a pre-money valuation of{" "}
          <bdi>₹1 Crore</bdi> and a post-money valuation of <bdi>₹1.1 Crore</bdi>. Rupee amounts are
          shown in Lakh from <bdi>1,00,000</bdi> and in Crore from <bdi>1,00,00,000</bdi>; other
          currencies in Million from <bdi>500,000</bdi>.
        </Trans>
      </p>
    </section>
  );
}
