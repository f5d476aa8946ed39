import { useEffect, useState } from "react";
import type { SubscriptionState } from "../../../core/schemas/newsletter";
import { errorText } from "../../lib/api";

export type LinkOutcome =
  | { kind: "working" }
  | { kind: "done"; state: SubscriptionState }
  | { kind: "failed"; message: string };

const NETWORK = "We could not reach the server. Check your connection and open the link again.";

/**
 * Runs `act` with the token of the link the visitor opened (`?token=` in the address), once the
 * page runs in their browser: the prerendered page, and a link scanner that only fetches it,
 * change nothing (docs/decisions/047-mailing-list.md).
 */
export function useLinkToken(act: (token: string) => Promise<SubscriptionState>) {
  const [outcome, setOutcome] = useState<LinkOutcome>({ kind: "working" });
  const [token, setToken] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load, with the link's token
  useEffect(() => {
    const found = new URLSearchParams(window.location.search).get("token") ?? "";
    setToken(found);
    if (!found) {
      setOutcome({
        kind: "failed",
        message: "This link is incomplete: open it from the e-mail again.",
      });
      return;
    }
    act(found).then(
      (state) => setOutcome({ kind: "done", state }),
      (error: unknown) =>
        setOutcome({
          kind: "failed",
          message: errorText(error, { fallback: NETWORK, network: NETWORK }),
        }),
    );
  }, []);
  return { outcome, token, setOutcome };
}
