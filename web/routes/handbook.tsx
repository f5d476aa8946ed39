import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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
    title: msg`Entrepreneurs`,
    text: msg`Prompts for market sizing, customer interviews, pitch narratives and investor updates.`,
  },
  {
    title: msg`Professionals`,
    text: msg`Prompts for reports, meeting notes, presentations and the research behind a decision.`,
  },
  {
    title: msg`Freelancers`,
    text: msg`Prompts for proposals, client briefs, pricing, follow-ups and a portfolio that sells.`,
  },
];

const INSIDE = [
  msg`50+ prompts, each tested on real work and ready to copy`,
  msg`How to give a model context, constraints and examples`,
  msg`Checks that catch a confident but wrong answer`,
  msg`A one-page cheat sheet to keep beside your keyboard`,
];

/** /test-8: the AI-handbook landing page (docs/product.md, section 2.3). */
export default function Handbook() {
  const [open, setOpen] = useState(false);
  const openForm = () => setOpen(true);
  const { i18n, t } = useLingui();
  return (
    <div className="page lead-page">
      <PageHeader eyebrow={t`Free ebook`} title={t`Artificial Intelligence Handbook`}>
        <p className="lead-page__subtitle">
          <Trans>For Entrepreneurs, Professionals, and Freelancers</Trans>
        </p>
        <p>
          <Trans>
            50+ tested AI prompts that turn a blank chat box into hours saved every week: grouped by
            the work you actually do, with notes on when each one shines and when it does not.
          </Trans>
        </p>
      </PageHeader>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={openForm}>
          <Trans>Get My Free Copy</Trans>
        </button>
      </div>

      <section className="section lead-page__band" aria-labelledby="inside-title">
        <h2 id="inside-title">
          <Trans>What is inside</Trans>
        </h2>
        <ul className="checklist">
          {INSIDE.map((item) => (
            <li key={item.id}>{i18n._(item)}</li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="audience-title">
        <h2 id="audience-title">
          <Trans>Written for three kinds of work</Trans>
        </h2>
        <ul className="lead-page__cards">
          {AUDIENCES.map((audience) => (
            <li key={audience.title.id} className="card">
              <h3>{i18n._(audience.title)}</h3>
              <p>{i18n._(audience.text)}</p>
            </li>
          ))}
        </ul>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={openForm}>
            <Trans>Claim My Free Ebook</Trans>
          </button>
        </div>
      </section>

      <section className="cta-band" aria-labelledby="today-title">
        <div>
          <h2 id="today-title">
            <Trans>Start saving time this week</Trans>
          </h2>
          <div className="cta-band__text">
            <p>
              <Trans>Free, no card needed: tell us who you are and the handbook is yours.</Trans>
            </p>
          </div>
        </div>
        <button type="button" className="button button--primary" onClick={openForm}>
          <Trans>Download Free Today</Trans>
        </button>
      </section>

      <LogoStrip title={t`Read by teams at`} logos={PARTNER_LOGOS} times={2} />

      <LeadDialog open={open} title={t`Get Your Free Ebook`} onClose={() => setOpen(false)}>
        <HandbookLeadForm />
      </LeadDialog>
    </div>
  );
}
