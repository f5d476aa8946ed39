import { PageHeader } from "../components/ui/page-header";
import { STORY } from "../content/about";
import { Story } from "../features/about/story";
import { TeamGrids } from "../features/about/team-grids";
import { metaForLocation } from "../lib/meta";
import "../styles/sections.css";
import "../styles/team.css";

export const meta = metaForLocation;

export default function About() {
  return (
    <div className="page">
      <PageHeader eyebrow="About us" title="About Nakhla Ventures">
        <p>{STORY.lead}</p>
      </PageHeader>
      <Story />
      <TeamGrids />
    </div>
  );
}
