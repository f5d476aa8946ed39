import { followLink, linkToken } from "../features/newsletter/link-token";
import { newsletterApi } from "../features/newsletter/newsletter-api";
import { UnsubscribeOutcome, UnsubscribePending } from "../features/newsletter/subscription-pages";
import { metaForLocation } from "../lib/meta";
import type { Route } from "./+types/unsubscribe";

export const meta = metaForLocation;

/**
 * Unsubscribes in the visitor's browser, never where the page is served: a link scanner that
 * fetches the address unsubscribes nobody. Mail clients unsubscribe by POSTing to the same address
 * (RFC 8058; api/routes/newsletter/one-click.ts).
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return followLink(linkToken(request), (token) => newsletterApi.unsubscribe({ token }));
}

/**
 * "Subscribe again", with the same link's token. Its failures are said in English here and in the
 * page's language by web/features/newsletter/link-words.ts.
 */
export function clientAction({ request }: Route.ClientActionArgs) {
  return followLink(linkToken(request), (token) => newsletterApi.subscribeAgain({ token }), {
    fallback: "Subscribing again failed. Try again later.",
    network: "We could not reach the server. Try again later.",
  });
}

/** Loading the page again would unsubscribe again: what "Subscribe again" answers is what shows. */
export const shouldRevalidate = () => false;

/** The page as served, until the browser has asked the server. */
export function HydrateFallback() {
  return <UnsubscribePending />;
}

/**
 * Where every newsletter's unsubscribe link leads: the browser unsubscribes at once, the page
 * confirms it and offers "Subscribe again".
 */
export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  return <UnsubscribeOutcome outcome={loaderData} />;
}
