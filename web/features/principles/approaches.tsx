import { APPROACHES } from "../../content/principles";

/** Deep-tech and traditional-business investment, side by side, the same questions for each. */
export function Approaches() {
  return (
    <section className="section" aria-labelledby="approaches-title">
      <h2 id="approaches-title">Two ways we invest</h2>
      <div className="approaches">
        {APPROACHES.map((approach) => (
          <article key={approach.id} className={`approach approach--${approach.id}`}>
            <h3>{approach.title}</h3>
            <p className="approach__summary">{approach.summary}</p>
            <dl className="approach__points">
              {approach.points.map((point) => (
                <div key={point.aspect}>
                  <dt>{point.aspect}</dt>
                  <dd>{point.text}</dd>
                </div>
              ))}
            </dl>
          </article>
        ))}
      </div>
    </section>
  );
}
