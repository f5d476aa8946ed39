import { Link } from "react-router";
import { FAILURE_CAUSES, SECTOR_SHARES } from "../../core/constants";
import { FIRM } from "../../core/firm";
import { CallToAction } from "../components/ui/call-to-action";
import { PageHeader } from "../components/ui/page-header";
import { INDIA } from "../content/consultancy";
import { BarChart, StackedShareChart } from "../features/consultancy/share-charts";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";
import "../styles/sections.css";
import "../styles/consultancy.css";

export const meta = metaForLocation;

export default function BuildWithIndia() {
  return (
    <div className="page">
      <PageHeader eyebrow={`Build with ${FIRM.name} · India`} title="The Indian Startup Reality">
        <p>{INDIA.intro}</p>
      </PageHeader>
      <div className="charts">
        <BarChart
          id="failure-chart"
          caption={INDIA.failureTitle}
          note={INDIA.failureNote}
          labelHeading="Cause"
          shares={FAILURE_CAUSES}
        />
        <StackedShareChart
          id="sector-chart"
          caption={INDIA.sectorTitle}
          note={INDIA.sectorNote}
          labelHeading="Sector"
          shares={SECTOR_SHARES}
        />
      </div>
      <section className="section" aria-labelledby="lessons-title">
        <h2 id="lessons-title">What the numbers teach</h2>
        <ul className="tiles tiles--three">
          {INDIA.lessons.map((lesson) => (
            <li key={lesson.title} className="tile">
              <h3>{lesson.title}</h3>
              <p>{lesson.text}</p>
            </li>
          ))}
        </ul>
        <p>
          Each of these is a discipline of our consultancy.{" "}
          <Link to={PATHS.buildWithForm}>Tell us about your startup</Link> and a consultant will
          suggest where to start.
        </p>
      </section>
      <CallToAction
        id="india-cta"
        title={INDIA.callToAction.title}
        action={{ label: INDIA.callToAction.button, to: PATHS.buildWithForm }}
      >
        <p>{INDIA.callToAction.text}</p>
      </CallToAction>
    </div>
  );
}
