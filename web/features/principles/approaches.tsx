import { Trans, useLingui } from "@lingui/react/macro";
import { APPROACHES } from "../../content/principles";

/** Deep-tech and traditional-business investment, side by side, the same questions for each. */
export function Approaches() {
  const { t } = useLingui();
  return (
    <section className="section" aria-labelledby="approaches-title">
      <h2 id="approaches-title">
        <Trans>Two ways we invest</Trans>
      </h2>
      <div className="approaches">
        {APPROACHES.map((approach) => (
          <article key={approach.id} className={`approach approach--${approach.id}`}>
            <h3>{t(approach.title)}</h3>
            <p className="approach__summary">{t(approach.summary)}</p>
            <dl className="approach__points">
              {approach.points.map((point) => (
                <div key={point.aspect.id}>
                  <dt>{t(point.aspect)}</dt>
                  <dd>{t(point.text)}</dd>
                </div>
              ))}
            </dl>
          </article>
        ))}
      </div>
    </section>
  );
}
