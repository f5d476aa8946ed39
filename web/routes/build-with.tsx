import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { CallToAction } from "../components/ui/call-to-action";
import { PageHeader } from "../components/ui/page-header";
import { BUILD_WITH } from "../content/consultancy";
import { pageInfo } from "../content/pages";
import { ServiceTiles } from "../features/consultancy/service-tiles";
import { useLocalePath } from "../i18n/language";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";
import "../styles/sections.css";
import "../styles/consultancy.css";

export const meta = metaForLocation;

// The spec's links to /consultancy-form and /apply go straight to the working pages (docs/architecture.md, rule 1).
export default function BuildWith() {
  const { t } = useLingui();
  const localePath = useLocalePath();
  return (
    <div className="page">
      <PageHeader eyebrow={t`Consultancy`} title={t(pageInfo(PATHS.buildWith).heading)}>
        {BUILD_WITH.intro.map((paragraph) => (
          <p key={paragraph.id}>{t(paragraph)}</p>
        ))}
      </PageHeader>
      <div className="button-row">
        <Link to={localePath(PATHS.application)} className="button button--primary">
          <Trans>Book Consultancy</Trans>
        </Link>
        <p className="guarantee">{t(BUILD_WITH.guarantee)}</p>
      </div>
      <ServiceTiles />
      <section className="section note" aria-labelledby="investing-title">
        <h2 id="investing-title">{t(BUILD_WITH.investingNote.title)}</h2>
        <p>{t(BUILD_WITH.investingNote.text)}</p>
        <p>
          <Trans>
            Ready for capital rather than advice?{" "}
            <Link to={localePath(PATHS.application)}>Apply for funding</Link> and pitch to our
            analysts directly.
          </Trans>
        </p>
      </section>
      <CallToAction
        id="consultancy-form-cta"
        title={t(BUILD_WITH.banner.title)}
        action={{ label: t(BUILD_WITH.banner.button), to: PATHS.buildWithForm }}
      >
        <p>{t(BUILD_WITH.banner.text)}</p>
      </CallToAction>
    </div>
  );
}
