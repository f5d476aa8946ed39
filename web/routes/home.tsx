import { HomePage } from "../features/home/home-page";
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

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage cohorts={loaderData} />;
}
