import { reachLine } from "../../../core/deal-answers";
import type { FounderReach } from "../../../core/schemas/deal-answer";

/**
 * How far the analyst memo went among the affiliated firms (docs/decisions/062-deal-answers-and-
 * engagement.md): the counts, and by name only the firms that asked for an introduction.
 */
export function ReachSection({ reach }: { reach: FounderReach }) {
  return (
    <section className="card founder-section" aria-labelledby="founder-reach-heading">
      <h2 id="founder-reach-heading">Your analyst report</h2>
      <p className="founder-reach__line">{reachLine(reach)}</p>
      {reach.introductions.length > 0 ? (
        <>
          <p>These firms have asked for an introduction; we will write to you to set a meeting:</p>
          <ul className="founder-reach__firms">
            {reach.introductions.map((firm) => (
              <li key={firm}>{firm}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
