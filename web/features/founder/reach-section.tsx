import { Plural, Trans } from "@lingui/react/macro";
import type { FounderReach } from "../../../core/schemas/deal-answer";

/**
 * How far the analyst memo went among the affiliated firms (docs/decisions/062-deal-answers-and-
 * engagement.md): the counts, and by name only the firms that asked for an introduction.
 */
export function ReachSection({ reach }: { reach: FounderReach }) {
  const { firms, opened, interested } = reach;
  // Under the "Under review" stage of the stage section's list (stage-section.tsx).
  return (
    <section className="founder-reach" aria-labelledby="founder-reach-heading">
      <h3 id="founder-reach-heading">
        <Trans>Your analyst report</Trans>
      </h3>
      {/* core/deal-answers.ts's reachLine, in the page's language. */}
      <p className="founder-reach__line">
        <Plural value={firms} one="Shared with # firm" other="Shared with # firms" /> ·{" "}
        <Trans>opened by {opened}</Trans> · <Trans>{interested} interested</Trans>
      </p>
      {reach.introductions.length > 0 ? (
        <>
          <p>
            <Trans>
              These firms have asked for an introduction; we will write to you to set a meeting:
            </Trans>
          </p>
          <ul className="founder-reach__firms">
            {reach.introductions.map((firm) => (
              <li key={firm}>
                <bdi>{firm}</bdi>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
