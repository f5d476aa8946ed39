import { IMPACT_STATS } from "../../content/home";

/** The global-impact figures, exactly as the spec writes them. */
export function ImpactStats() {
  return (
    <section className="section" aria-labelledby="impact-title">
      <h2 id="impact-title">Our global impact</h2>
      <dl className="stats">
        {IMPACT_STATS.map((stat) => (
          <div key={stat.label} className="stats__item">
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
