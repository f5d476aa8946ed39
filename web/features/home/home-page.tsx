import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { PublicCohorts } from "../../../core/schemas/cohorts";
import { CENTRES } from "../../content/centres";
import { useNumberText } from "../../i18n/digits";
import { CentresCarousel } from "./centres-carousel";
import { CohortCard } from "./cohort-card";
import { Hero } from "./hero";
import { ImpactStats } from "./impact-stats";
import { PhilosophyGrid } from "./philosophy-grid";

const NAMED_CENTRES = CENTRES.filter((centre) => centre.name).length;

/**
 * The home page: the hero, the firm's reach, its centres and philosophy, and the cohort card;
 * `signup` is the newsletter form the card carries, composed in by the route.
 */
export function HomePage({ cohorts, signup }: { cohorts: PublicCohorts; signup: ReactNode }) {
  const number = useNumberText();
  const ownCentres = number(NAMED_CENTRES);
  return (
    <>
      <Hero />
      <div className="page">
        <ImpactStats />
        <section className="section" aria-labelledby="centres-title">
          <div className="section__head">
            <h2 id="centres-title">
              <Trans>{number(CENTRES.length)} centres, where founders meet us</Trans>
            </h2>
            <p>
              <Trans>
                {ownCentres} centres of our own and {number(CENTRES.length - NAMED_CENTRES)} partner
                centres, from Abu Dhabi to Palo Alto.
              </Trans>
            </p>
          </div>
          <CentresCarousel />
        </section>
        <PhilosophyGrid />
        <CohortCard cohorts={cohorts} signup={signup} />
      </div>
    </>
  );
}
