import type { SubscriptionState } from "../../../core/schemas/newsletter";
import { errorText } from "../../lib/api";

export type LinkOutcome =
  | { kind: "done"; state: SubscriptionState }
  | { kind: "failed"; message: string };

const NETWORK = "We could not reach the server. Check your connection and open the link again.";
/** What a refused or failed call says when the server gives no message of its own. */
type Failures = { fallback: string; network: string };

/** The token of the link the visitor opened (`?token=` in the address). */
export const linkToken = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/**
 * Runs `act` with a link's token, from the page's clientLoader or clientAction: in the visitor's
 * browser only, so the page as served, and a link scanner that only fetches it, change nothing
 * (docs/decisions/047-mailing-list.md).
 */
export async function followLink(
  token: string,
  act: (token: string) => Promise<SubscriptionState>,
  failures: Failures = { fallback: NETWORK, network: NETWORK },
): Promise<LinkOutcome> {
  if (!token) {
    return { kind: "failed", message: "This link is incomplete: open it from the e-mail again." };
  }
  try {
    return { kind: "done", state: await act(token) };
  } catch (error) {
    return { kind: "failed", message: errorText(error, failures) };
  }
}
