import type { ReactNode } from "react";
import type { LinkOutcome } from "./link-token";

/**
 * What a page opened from a mail's link says once the browser asked the server: the state
 * (`done`, given the answer), or why it could not.
 */
export function LinkOutcomeText({
  outcome,
  done,
}: {
  outcome: LinkOutcome;
  done: (state: Extract<LinkOutcome, { kind: "done" }>["state"]) => ReactNode;
}) {
  if (outcome.kind === "failed") {
    return (
      <p className="subscription-page__problem" role="alert">
        {outcome.message}
      </p>
    );
  }
  return (
    <div role="status">
      <p className="subscription-page__outcome">{outcome.state.message}</p>
      <p>{done(outcome.state)}</p>
    </div>
  );
}
