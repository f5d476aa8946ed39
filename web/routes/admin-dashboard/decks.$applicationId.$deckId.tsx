import { loadDeck } from "../../features/admin/applications/deck-viewer";
import { founderSideApi } from "../../features/admin/applications/founder-side-api";
import type { Route } from "./+types/decks.$applicationId.$deckId";

// A pitch deck's PDF, for the deck viewer's fetcher (no screen of its own).

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadDeck(() => founderSideApi.deck(params.applicationId, params.deckId));
}

// A stored deck never changes: a change made elsewhere on the page does not read it again.
export const shouldRevalidate = () => false;
