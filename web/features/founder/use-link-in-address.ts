import { useEffect, useState } from "react";
import { useFetcher } from "react-router";

/** What the page's action answers to a link's token (routes/my-application.tsx). */
export type LinkOpened = { message: string | null };

type LinkInAddress =
  /** As served: the page's script has not looked yet. */
  | { phase: "unknown" }
  /** A link's token is being exchanged for the founder cookie. */
  | { phase: "opening" }
  /** Nothing to exchange, or done: `message` when the link opened nothing. */
  | { phase: "settled"; message: string | null };

/**
 * The private link's token arrives in the address's fragment (#token=…), which no server sees. It
 * is taken out of the address bar at once (so it is not in the history, a bookmark or a shared
 * screen) and posted once to the page's action, which answers with the founder cookie; React
 * Router then loads the page's data again, with it (docs/decisions/036-founder-cookie.md).
 */
export function useLinkInAddress(): LinkInAddress {
  const fetcher = useFetcher<LinkOpened>();
  // null until the script has looked; then whether it found a token to exchange.
  const [found, setFound] = useState<boolean | null>(null);
  const { submit } = fetcher;

  useEffect(() => {
    const token = new URLSearchParams(window.location.hash.slice(1)).get("token");
    if (token) {
      window.history.replaceState(window.history.state, "", window.location.pathname);
      void submit({ token }, { method: "post" });
    }
    setFound(token !== null);
  }, [submit]);

  if (found === null) return { phase: "unknown" };
  // Until the action has answered and the page's data has loaded again with the cookie.
  if (found && (fetcher.state !== "idle" || fetcher.data === undefined))
    return { phase: "opening" };
  return { phase: "settled", message: fetcher.data?.message ?? null };
}
