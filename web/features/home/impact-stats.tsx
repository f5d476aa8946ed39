import { Trans, useLingui } from "@lingui/react/macro";
import { IMPACT_STATS } from "../../content/home";

/** The global-impact figures, exactly as the spec writes them. */
export function ImpactStats() {
  const { t } = useLingui();
  return (
    <section className="section" aria-labelledby="impact-title">
      <h2 id="impact-title">
        <Trans>Our global impact</Trans>
      </h2>
      <dl className="stats">
        {IMPACT_STATS.map((stat) => (
          <div key={stat.label.id} className="stats__item">
            <dt>{t(stat.label)}</dt>
            <dd>{t(stat.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
