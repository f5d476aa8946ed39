import { Trans, useLingui } from "@lingui/react/macro";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { CallToAction } from "../components/ui/call-to-action";
import { PageHeader } from "../components/ui/page-header";
import { STARTUP_CONSULTANCY } from "../content/consultancy";
import { pageInfo } from "../content/pages";
import { Phases } from "../features/consultancy/phases";
import { useLocalePath } from "../i18n/language";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";
import "../styles/sections.css";
import "../styles/consultancy.css";

export const meta = metaForLocation;

// The spec's /consultation links go to the consultancy form, where a strategy call is booked.
export default function StartupConsultancy() {
  const { seats, mentorship } = STARTUP_CONSULTANCY;
  const { t } = useLingui();
  const localePath = useLocalePath();
  return (
    <div className="page">
      <PageHeader
        eyebrow={t`Startup consultancy`}
        title={t(pageInfo(PATHS.startupConsultancy).heading)}
      >
        <p>{t(STARTUP_CONSULTANCY.intro)}</p>
      </PageHeader>
      <div className="button-row">
        <Link to={localePath(PATHS.buildWithForm)} className="button button--primary">
          <Trans>Book a Strategy Call</Trans>
        </Link>
      </div>
      <Phases />
      <div className="split">
        <section className="card" aria-labelledby="seats-title">
          <p className="access access--invite">{t(seats.title)}</p>
          <h2 id="seats-title">
            <Trans>Twelve startups a quarter</Trans>
          </h2>
          <p>{t(seats.text)}</p>
          <div
            className="seats"
            aria-hidden="true"
            style={{ "--seats": seats.count } as CSSProperties}
          />
        </section>
        <section className="card" aria-labelledby="mentorship-title">
          <h2 id="mentorship-title">{t(mentorship.title)}</h2>
          <p>{t(mentorship.text)}</p>
          <ul className="checklist">
            {mentorship.includes.map((item) => (
              <li key={item.id}>{t(item)}</li>
            ))}
          </ul>
        </section>
      </div>
      <CallToAction
        id="journey-title"
        title={t`Your quarter starts with one call`}
        action={{ label: t`Start Your Journey`, to: PATHS.buildWithForm }}
      >
        <p>
          <Trans>
            Tell us where you are, and we will tell you honestly whether the quarter fits.
          </Trans>
        </p>
      </CallToAction>
    </div>
  );
}
