import type { ReactNode } from "react";
import type { LinkOutcome } from "./use-link-token";

/**
 * What a page opened from a mail's link says: `working` while the browser asks the server, the
 * state (`done`, given the answer) once it answered, or why it could not.
 */
export function LinkOutcomeText({
  outcome,
  working,
  done,
}: {
  outcome: LinkOutcome;
  working: string;
  done: (state: Extract<LinkOutcome, { kind: "done" }>["state"]) => ReactNode;
}) {
  if (outcome.kind === "working") return <p role="status">{working}</p>;
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
