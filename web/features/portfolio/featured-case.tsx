import { Trans, useLingui } from "@lingui/react/macro";
import { FEATURED_CASE } from "../../content/portfolio";
import { useFigureText } from "../../i18n/digits";

/** The featured early-investment case, told as a short timeline. */
export function FeaturedCase() {
  const figure = useFigureText();
  const { t } = useLingui();
  const name = FEATURED_CASE.name;
  return (
    <section className="featured card" aria-labelledby="featured-title">
      <div className="featured__intro">
        <p className="eyebrow">
          <Trans>Featured early investment</Trans>
        </p>
        <h2 id="featured-title">{name}</h2>
        <dl className="facts">
          <div>
            <dt>
              <Trans>Chief executive</Trans>
            </dt>
            <dd>{FEATURED_CASE.chiefExecutive}</dd>
          </div>
          <div>
            <dt>
              <Trans>Country</Trans>
            </dt>
            <dd>{t(FEATURED_CASE.country)}</dd>
          </div>
          <div>
            <dt>
              <Trans>First cheque</Trans>
            </dt>
            <dd>{t(FEATURED_CASE.firstCheque)}</dd>
          </div>
        </dl>
        <p>{t(FEATURED_CASE.summary)}</p>
      </div>
      <ol className="timeline" aria-label={t`${name} milestones`}>
        {FEATURED_CASE.milestones.map((milestone) => (
          <li key={milestone.year} className="timeline__item">
            <span className="timeline__year">{figure(milestone.year)}</span>
            <span>{t(milestone.text)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
