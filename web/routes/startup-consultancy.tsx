import type { CSSProperties } from "react";
import { Link } from "react-router";
import { CallToAction } from "../components/ui/call-to-action";
import { PageHeader } from "../components/ui/page-header";
import { STARTUP_CONSULTANCY } from "../content/consultancy";
import { Phases } from "../features/consultancy/phases";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";
import "../styles/sections.css";
import "../styles/consultancy.css";

export const meta = metaForLocation;

// The spec's /consultation links go to the consultancy form, where a strategy call is booked.
export default function StartupConsultancy() {
  const { seats, mentorship } = STARTUP_CONSULTANCY;
  return (
    <div className="page">
      <PageHeader eyebrow="Startup consultancy" title="Startup Consultancy">
        <p>{STARTUP_CONSULTANCY.intro}</p>
      </PageHeader>
      <div className="button-row">
        <Link to={PATHS.buildWithForm} className="button button--primary">
          Book a Strategy Call
        </Link>
      </div>
      <Phases />
      <div className="split">
        <section className="card" aria-labelledby="seats-title">
          <p className="access access--invite">{seats.title}</p>
          <h2 id="seats-title">Twelve startups a quarter</h2>
          <p>{seats.text}</p>
          <div
            className="seats"
            aria-hidden="true"
            style={{ "--seats": seats.count } as CSSProperties}
          />
        </section>
        <section className="card" aria-labelledby="mentorship-title">
          <h2 id="mentorship-title">{mentorship.title}</h2>
          <p>{mentorship.text}</p>
          <ul className="checklist">
            {mentorship.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </div>
      <CallToAction
        id="journey-title"
        title="Your quarter starts with one call"
        action={{ label: "Start Your Journey", to: PATHS.buildWithForm }}
      >
        <p>Tell us where you are, and we will tell you honestly whether the quarter fits.</p>
      </CallToAction>
    </div>
  );
}
