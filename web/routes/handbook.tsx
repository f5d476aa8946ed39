import { useState } from "react";
import { PageHeader } from "../components/ui/page-header";
import { HandbookLeadForm } from "../features/leads/handbook-lead-form";
import { LeadDialog } from "../features/leads/lead-dialog";
import { LogoStrip, PARTNER_LOGOS } from "../features/leads/logos";
import { metaForLocation } from "../lib/meta";
import "../styles/sections.css";
import "../styles/lead-capture.css";

export const meta = metaForLocation;

const AUDIENCES = [
  {
    title: "Entrepreneurs",
    text: "Prompts for market sizing, customer interviews, pitch narratives and investor updates.",
  },
  {
    title: "Professionals",
    text: "Prompts for reports, meeting notes, presentations and the research behind a decision.",
  },
  {
    title: "Freelancers",
    text: "Prompts for proposals, client briefs, pricing, follow-ups and a portfolio that sells.",
  },
];

const INSIDE = [
  "50+ prompts, each tested on real work and ready to copy",
  "How to give a model context, constraints and examples",
  "Checks that catch a confident but wrong answer",
  "A one-page cheat sheet to keep beside your keyboard",
];

/** /test-8: the AI-handbook landing page (docs/product.md, section 2.3). */
export default function Handbook() {
  const [open, setOpen] = useState(false);
  const openForm = () => setOpen(true);
  return (
    <div className="page lead-page">
      <PageHeader eyebrow="Free ebook" title="Artificial Intelligence Handbook">
        <p className="lead-page__subtitle">For Entrepreneurs, Professionals, and Freelancers</p>
        <p>
          50+ tested AI prompts that turn a blank chat box into hours saved every week: grouped by
          the work you actually do, with notes on when each one shines and when it does not.
        </p>
      </PageHeader>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={openForm}>
          Get My Free Copy
        </button>
      </div>

      <section className="section lead-page__band" aria-labelledby="inside-title">
        <h2 id="inside-title">What is inside</h2>
        <ul className="checklist">
          {INSIDE.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="audience-title">
        <h2 id="audience-title">Written for three kinds of work</h2>
        <ul className="lead-page__cards">
          {AUDIENCES.map((audience) => (
            <li key={audience.title} className="card">
              <h3>{audience.title}</h3>
              <p>{audience.text}</p>
            </li>
          ))}
        </ul>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={openForm}>
            Claim My Free Ebook
          </button>
        </div>
      </section>

      <section className="cta-band" aria-labelledby="today-title">
        <div>
          <h2 id="today-title">Start saving time this week</h2>
          <div className="cta-band__text">
            <p>Free, no card needed: tell us who you are and the handbook is yours.</p>
          </div>
        </div>
        <button type="button" className="button button--primary" onClick={openForm}>
          Download Free Today
        </button>
      </section>

      <LogoStrip title="Read by teams at" logos={PARTNER_LOGOS} times={2} />

      <LeadDialog open={open} title="Get Your Free Ebook" onClose={() => setOpen(false)}>
        <HandbookLeadForm />
      </LeadDialog>
    </div>
  );
}
