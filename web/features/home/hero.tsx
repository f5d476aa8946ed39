import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { HERO } from "../../content/home";
import { useLocalePath } from "../../i18n/language";
import { PATHS } from "../../paths";

export function Hero() {
  const { t } = useLingui();
  const localePath = useLocalePath();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <p className="eyebrow eyebrow--on-dark">{t(HERO.eyebrow)}</p>
        <h1 id="hero-title">{t(HERO.title)}</h1>
        <p className="hero__statement">{t(HERO.statement)}</p>
        <div className="button-row">
          <Link to={localePath(PATHS.application)} className="button button--primary">
            <Trans>Apply For Funding</Trans>
          </Link>
          <Link to={localePath(PATHS.about)} className="button button--on-dark">
            <Trans>How we invest</Trans>
          </Link>
        </div>
      </div>
      <img
        className="hero__art"
        src="/art/palm-grid.svg"
        alt=""
        width="480"
        height="480"
        fetchPriority="high"
      />
    </section>
  );
}
