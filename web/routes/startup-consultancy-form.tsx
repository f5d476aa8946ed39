import { useState } from "react";
import { PageHeader } from "../components/ui/page-header";
import { FounderLeadForm } from "../features/leads/founder-lead-form";
import { LeadDialog } from "../features/leads/lead-dialog";
import { LogoStrip, PARTNER_LOGOS } from "../features/leads/logos";
import { metaForLocation } from "../lib/meta";
import "../styles/sections.css";
import "../styles/lead-capture.css";

export const meta = metaForLocation;

const FAILURES = [
  {
    title: "Building before asking",
    text: "Months of code for a problem nobody pays to solve: the most common and most expensive mistake.",
  },
  {
    title: "Running out of runway",
    text: "Spending as if the next round is certain, with no plan for the months when it is late.",
  },
  {
    title: "The wrong first team",
    text: "Co-founders who agree on the idea but not on roles, hours, equity or what success means.",
  },
];

const PHASES = [
  {
    title: "Phase 1 · Validate",
    text: "Four weeks of customer conversations, a sized market and a clear go or no-go.",
  },
  {
    title: "Phase 2 · Build lean",
    text: "The smallest product that proves the promise, with the numbers to watch from day one.",
  },
  {
    title: "Phase 3 · Grow and raise",
    text: "Pricing, first channels and an investor story built on evidence rather than hope.",
  },
];

const PARTNER = PARTNER_LOGOS.slice(1, 2);

/** /startup-consultancy-form: the founder-ebook landing page (docs/product.md, section 2.3). */
export default function StartupConsultancyForm() {
  const [open, setOpen] = useState(false);
  const openForm = () => setOpen(true);
  return (
    <div className="page lead-page">
      <PageHeader eyebrow="Free founder ebook" title="Before You Build — Read This First">
        <p>
          Most startups do not fail for lack of talent. They fail for reasons that were visible
          before the first line of code. Our free ebook shows you what to check first.
        </p>
      </PageHeader>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={openForm}>
          Download Free Ebook
        </button>
      </div>

      <section className="section" aria-labelledby="fail-title">
        <h2 id="fail-title">Why startups fail</h2>
        <ul className="lead-page__cards">
          {FAILURES.map((failure) => (
            <li key={failure.title} className="card">
              <h3>{failure.title}</h3>
              <p>{failure.text}</p>
            </li>
          ))}
        </ul>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={openForm}>
            Claim My Free Ebook
          </button>
        </div>
      </section>

      <section className="section" aria-labelledby="programme-title">
        <h2 id="programme-title">A three-phase programme</h2>
        <ol className="lead-page__cards lead-page__phases">
          {PHASES.map((phase) => (
            <li key={phase.title} className="card">
              <h3>{phase.title}</h3>
              <p>{phase.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="cta-band" aria-labelledby="begin-title">
        <div>
          <h2 id="begin-title">Read it, then talk to us</h2>
          <div className="cta-band__text">
            <p>The ebook is free; the first consultation call is too.</p>
          </div>
        </div>
        <button type="button" className="button button--primary" onClick={openForm}>
          Get the Ebook &amp; Begin Consultation
        </button>
      </section>

      <LogoStrip title="Our programme partner" logos={PARTNER} times={6} />

      <LeadDialog open={open} title="Get Your Free Ebook" onClose={() => setOpen(false)}>
        <FounderLeadForm />
      </LeadDialog>
    </div>
  );
}
