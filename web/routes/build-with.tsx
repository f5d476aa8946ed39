import { Link } from "react-router";
import { FIRM } from "../../core/firm";
import { CallToAction } from "../components/ui/call-to-action";
import { PageHeader } from "../components/ui/page-header";
import { BUILD_WITH } from "../content/consultancy";
import { ServiceTiles } from "../features/consultancy/service-tiles";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";
import "../styles/sections.css";
import "../styles/consultancy.css";

export const meta = metaForLocation;

// The spec's links to /consultancy-form and /apply go straight to the working pages (docs/architecture.md, rule 1).
export default function BuildWith() {
  return (
    <div className="page">
      <PageHeader eyebrow="Consultancy" title={`Build with ${FIRM.name}`}>
        {BUILD_WITH.intro.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
      </PageHeader>
      <div className="button-row">
        <Link to={PATHS.application} className="button button--primary">
          Book Consultancy
        </Link>
        <p className="guarantee">{BUILD_WITH.guarantee}</p>
      </div>
      <ServiceTiles />
      <section className="section note" aria-labelledby="investing-title">
        <h2 id="investing-title">{BUILD_WITH.investingNote.title}</h2>
        <p>{BUILD_WITH.investingNote.text}</p>
        <p>
          Ready for capital rather than advice?{" "}
          <Link to={PATHS.application}>Apply for funding</Link> and pitch to our analysts directly.
        </p>
      </section>
      <CallToAction
        id="consultancy-form-cta"
        title={BUILD_WITH.banner.title}
        action={{ label: BUILD_WITH.banner.button, to: PATHS.buildWithForm }}
      >
        <p>{BUILD_WITH.banner.text}</p>
      </CallToAction>
    </div>
  );
}
