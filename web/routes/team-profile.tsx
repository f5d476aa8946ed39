import { useLocation } from "react-router";
import { TeamProfile } from "../features/team/team-profile";
import { basePath } from "../i18n/locales";
import { metaForLocation } from "../lib/meta";
import { originalPath, TEAM_PROFILES, teamProfilePath } from "../paths";
import "../styles/sections.css";
import "../styles/team.css";

export const meta = metaForLocation;

/** The page of one of the five team members; /test-6 shows the profile it duplicates. */
export default function TeamProfilePage() {
  const path = originalPath(basePath(useLocation().pathname));
  const profile =
    TEAM_PROFILES.find((candidate) => teamProfilePath(candidate.slug) === path) ?? TEAM_PROFILES[0];
  return (
    <div className="page">
      <TeamProfile profile={profile} />
    </div>
  );
}
