import { FEATURED_CASE } from "../../content/portfolio";

/** The featured early-investment case, told as a short timeline. */
export function FeaturedCase() {
  return (
    <section className="featured card" aria-labelledby="featured-title">
      <div className="featured__intro">
        <p className="eyebrow">Featured early investment</p>
        <h2 id="featured-title">{FEATURED_CASE.name}</h2>
        <dl className="facts">
          <div>
            <dt>Chief executive</dt>
            <dd>{FEATURED_CASE.chiefExecutive}</dd>
          </div>
          <div>
            <dt>Country</dt>
            <dd>{FEATURED_CASE.country}</dd>
          </div>
          <div>
            <dt>First cheque</dt>
            <dd>{FEATURED_CASE.firstCheque}</dd>
          </div>
        </dl>
        <p>{FEATURED_CASE.summary}</p>
      </div>
      <ol className="timeline" aria-label={`${FEATURED_CASE.name} milestones`}>
        {FEATURED_CASE.milestones.map((milestone) => (
          <li key={milestone.year} className="timeline__item">
            <span className="timeline__year">{milestone.year}</span>
            <span>{milestone.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
