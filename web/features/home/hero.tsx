import { Link } from "react-router";
import { FIRM } from "../../../core/firm";
import { HERO } from "../../content/home";
import { PATHS } from "../../paths";

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <p className="eyebrow eyebrow--on-dark">{HERO.eyebrow}</p>
        <h1 id="hero-title">{FIRM.tagline}</h1>
        <p className="hero__statement">{HERO.statement}</p>
        <div className="button-row">
          <Link to={PATHS.application} className="button button--primary">
            Apply For Funding
          </Link>
          <Link to={PATHS.about} className="button button--on-dark">
            How we invest
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
