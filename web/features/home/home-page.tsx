import { BOOT_ATTRIBUTE } from "../../../core/page-delivery";
import type { PublicCohorts } from "../../../core/schemas/cohorts";
import { CENTRES } from "../../content/centres";
import { PAGE_DATA_ATTRIBUTE } from "../../lib/page-data";
import { NewsletterForm } from "../newsletter/newsletter-form";
import { CentresCarousel } from "./centres-carousel";
import { CohortCard } from "./cohort-card";
import { Hero } from "./hero";
import { ImpactStats } from "./impact-stats";
import { PhilosophyGrid } from "./philosophy-grid";

const NAMED_CENTRES = CENTRES.filter((centre) => centre.name).length;

/**
 * The home page. Rendered by its route, and hydrated on its own by web/home-boot.tsx when a visit
 * starts here (docs/decisions/033-home-page-boot.md): the page asks the delivery for that boot, and
 * carries `cohorts` for it to read back.
 */
export function HomePage({ cohorts }: { cohorts: PublicCohorts }) {
  return (
    <>
      <Hero />
      <div
        className="page"
        {...{ [BOOT_ATTRIBUTE]: "home", [PAGE_DATA_ATTRIBUTE]: JSON.stringify(cohorts) }}
      >
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
          cohorts={cohorts}
          signup={<NewsletterForm inputId="cohort-newsletter-email" />}
        />
      </div>
    </>
  );
}
