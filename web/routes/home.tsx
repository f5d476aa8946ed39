import { HomePage } from "../features/home/home-page";
import { metaForLocation } from "../lib/meta";
import { RENDERED_PAGE_HEADERS } from "../lib/rendered-page";
import { pageServices } from "../lib/server-context";
import type { Route } from "./+types/home";
import "../styles/sections.css";
import "../styles/home.css";

export const meta = metaForLocation;
export const headers = () => RENDERED_PAGE_HEADERS;

/** The cohort card's cohorts, as published now (docs/decisions/024-events-and-cohorts.md). */
export function loader({ context }: Route.LoaderArgs) {
  return pageServices(context).publishedCohorts();
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage cohorts={loaderData} />;
}
