import { CENTRES } from "../content/centres";
import { CentresCarousel } from "../features/home/centres-carousel";
import { CohortCard } from "../features/home/cohort-card";
import { Hero } from "../features/home/hero";
import { ImpactStats } from "../features/home/impact-stats";
import { PhilosophyGrid } from "../features/home/philosophy-grid";
import { NewsletterForm } from "../features/newsletter/newsletter-form";
import { metaForLocation } from "../lib/meta";
import { NO_SITE_CONTENT, siteContentContext } from "../lib/site-content";
import type { Route } from "./+types/home";
import "../styles/sections.css";
import "../styles/home.css";

export const meta = metaForLocation;

/** The published cohorts as the server sees them when it renders the page (docs/decisions/024-events-and-cohorts.md). */
export function loader({ context }: Route.LoaderArgs) {
  return (context.get(siteContentContext) ?? NO_SITE_CONTENT).cohorts;
}

const NAMED_CENTRES = CENTRES.filter((centre) => centre.name).length;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <div className="page">
        <ImpactStats />
        <section className="section" aria-labelledby="centres-title">
          <div className="section__head">
            <h2 id="centres-title">{CENTRES.length} centres, where founders meet us</h2>
            <p>
              {NAMED_CENTRES} centres of our own and {CENTRES.length - NAMED_CENTRES} partner
              centres, from Abu Dhabi to Palo Alto.
            </p>
          </div>
          <CentresCarousel />
        </section>
        <PhilosophyGrid />
        <CohortCard
          cohorts={loaderData}
          signup={<NewsletterForm inputId="cohort-newsletter-email" />}
        />
      </div>
    </>
  );
}
