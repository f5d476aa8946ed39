import type { ShouldRevalidateFunctionArgs } from "react-router";
import { digitsOfCookie } from "../../core/languages";
import { HomePage } from "../features/home/home-page";
import { NewsletterFormOnUse } from "../features/newsletter/newsletter-form-on-use";
import { basePath, localeOf } from "../i18n/locales";
import { metaForLocation } from "../lib/meta";
import { RENDERED_PAGE_HEADERS } from "../lib/rendered-page";
import { pageServices } from "../lib/server-context";
import { PATHS } from "../paths";
import type { Route } from "./+types/home";
import "../styles/sections.css";
import "../styles/home.css";

export const meta = metaForLocation;
export const headers = () => RENDERED_PAGE_HEADERS;

/**
 * The cohort card's cohorts, as published now (docs/decisions/024-events-and-cohorts.md), dated in
 * the page's language (docs/decisions/059-languages.md).
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  const digits = digitsOfCookie(request.headers.get("cookie"));
  return pageServices(context).publishedCohorts(localeOf(path), digits);
}

/**
 * A signup posted to the newsletter page's action (the footer's, the cohort card's) changes no
 * cohort: the card's data is not asked for again.
 */
export function shouldRevalidate({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formAction !== undefined && basePath(formAction) === PATHS.newsletter
    ? false
    : defaultShouldRevalidate;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HomePage
      cohorts={loaderData}
      signup={<NewsletterFormOnUse inputId="cohort-newsletter-email" source="cohort-card" />}
    />
  );
}
