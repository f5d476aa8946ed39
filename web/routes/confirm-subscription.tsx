import { followLink, linkToken } from "../features/newsletter/link-token";
import { newsletterApi } from "../features/newsletter/newsletter-api";
import { ConfirmOutcome, ConfirmPending } from "../features/newsletter/subscription-pages";
import { metaForLocation } from "../lib/meta";
import type { Route } from "./+types/confirm-subscription";

export const meta = metaForLocation;

/**
 * Confirms in the visitor's browser, never where the page is served: a link scanner that fetches
 * the address confirms nobody (docs/decisions/047-mailing-list.md).
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return followLink(linkToken(request), (token) => newsletterApi.confirm({ token }));
}

/** The page as served, until the browser has asked the server. */
export function HydrateFallback() {
  return <ConfirmPending />;
}

/** Where the confirmation mail's link leads: the browser confirms, the page says so. */
export default function ConfirmSubscription({ loaderData }: Route.ComponentProps) {
  return <ConfirmOutcome outcome={loaderData} />;
}
