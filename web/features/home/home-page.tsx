import { Trans } from "@lingui/react/macro";
import type { PublicCohorts } from "../../../core/schemas/cohorts";
import { CENTRES } from "../../content/centres";
import { NewsletterForm } from "../newsletter/newsletter-form";
import { CentresCarousel } from "./centres-carousel";
import { CohortCard } from "./cohort-card";
import { Hero } from "./hero";
import { ImpactStats } from "./impact-stats";
import { PhilosophyGrid } from "./philosophy-grid";

const NAMED_CENTRES = CENTRES.filter((centre) => centre.name).length;

/** The home page: the hero, the firm's reach, its centres and philosophy, and the cohort card. */
export function HomePage({ cohorts }: { cohorts: PublicCohorts }) {
  return (
    <>
      <Hero />
      <div className="page">
        <ImpactStats />
        <section className="section" aria-labelledby="centres-title">
          <div className="section__head">
            <h2 id="centres-title">
              <Trans>{CENTRES.length} centres, where founders meet us</Trans>
            </h2>
            <p>
              <Trans>
                {NAMED_CENTRES} centres of our own and {CENTRES.length - NAMED_CENTRES} partner
                centres, from Abu Dhabi to Palo Alto.
              </Trans>
            </p>
          </div>
          <CentresCarousel />
        </section>
        <PhilosophyGrid />
        <CohortCard
          cohorts={cohorts}
          signup={<NewsletterForm inputId="cohort-newsletter-email" source="cohort-card" />}
        />
      </div>
    </>
  );
}
