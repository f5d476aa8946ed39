import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { FAILURE_CAUSES, SECTOR_SHARES } from "../../core/consultancy";
import { FIRM } from "../../core/firm";
import { CallToAction } from "../components/ui/call-to-action";
import { PageHeader } from "../components/ui/page-header";
import { CHART_LABELS, INDIA } from "../content/consultancy";
import { pageInfo } from "../content/pages";
import { BarChart, StackedShareChart } from "../features/consultancy/share-charts";
import { useLocalePath } from "../i18n/language";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";
import "../styles/sections.css";
import "../styles/consultancy.css";

export const meta = metaForLocation;

export default function BuildWithIndia() {
  const { t } = useLingui();
  const localePath = useLocalePath();
  const shares = (rows: readonly { label: keyof typeof CHART_LABELS; percent: number }[]) =>
    rows.map((row) => ({
      key: row.label,
      label: t(CHART_LABELS[row.label]),
      percent: row.percent,
    }));
  return (
    <div className="page">
      <PageHeader
        eyebrow={t`Build with ${FIRM.name} · India`}
        title={t(pageInfo(PATHS.buildWithIndia).heading)}
      >
        <p>{t(INDIA.intro)}</p>
      </PageHeader>
      <div className="charts">
        <BarChart
          id="failure-chart"
          caption={t(INDIA.failureTitle)}
          note={t(INDIA.failureNote)}
          labelHeading={t`Cause`}
          shares={shares(FAILURE_CAUSES)}
        />
        <StackedShareChart
          id="sector-chart"
          caption={t(INDIA.sectorTitle)}
          note={t(INDIA.sectorNote)}
          labelHeading={t`Sector`}
          shares={shares(SECTOR_SHARES)}
        />
      </div>
      <section className="section" aria-labelledby="lessons-title">
        <h2 id="lessons-title">
          <Trans>What the numbers teach</Trans>
        </h2>
        <ul className="tiles tiles--three">
          {INDIA.lessons.map((lesson) => (
            <li key={lesson.title.id} className="tile">
              <h3>{t(lesson.title)}</h3>
              <p>{t(lesson.text)}</p>
            </li>
          ))}
        </ul>
        <p>
          <Trans>
            Each of these is a discipline of our consultancy.{" "}
            <Link to={localePath(PATHS.buildWithForm)}>Tell us about your startup</Link> and a
            consultant will suggest where to start.
          </Trans>
        </p>
      </section>
      <CallToAction
        id="india-cta"
        title={t(INDIA.callToAction.title)}
        action={{ label: t(INDIA.callToAction.button), to: PATHS.buildWithForm }}
      >
        <p>{t(INDIA.callToAction.text)}</p>
      </CallToAction>
    </div>
  );
}
