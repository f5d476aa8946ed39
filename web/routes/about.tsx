import { useLingui } from "@lingui/react/macro";
import { FIRM } from "../../core/firm";
import { PageHeader } from "../components/ui/page-header";
import { STORY } from "../content/about";
import { Story } from "../features/about/story";
import { TeamGrids } from "../features/about/team-grids";
import { metaForLocation } from "../lib/meta";
import "../styles/sections.css";
import "../styles/team.css";

export const meta = metaForLocation;

export default function About() {
  const { t } = useLingui();
  return (
    <div className="page">
      <PageHeader eyebrow={t`About us`} title={t`About ${FIRM.name}`}>
        <p>{t(STORY.lead)}</p>
      </PageHeader>
      <Story />
      <TeamGrids />
    </div>
  );
}
