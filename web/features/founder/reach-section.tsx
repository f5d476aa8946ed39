import { Plural, Trans } from "@lingui/react/macro";
import type { FounderReach } from "../../../core/schemas/deal-answer";
import { useNumberText } from "../../i18n/digits";

/**
 * How far the analyst memo went among the affiliated firms (docs/decisions/062-deal-answers-and-
 * engagement.md, docs/product.md section 6): the counts, read on each load of the page (views
 * inside the deal room and answers only), and by name only the firms that asked for an
 * introduction.
 */
export function ReachSection({ reach }: { reach: FounderReach }) {
  const number = useNumberText();
  const { firms } = reach;
  const opened = number(reach.opened);
  const answered = number(reach.answered);
  const circled = number(reach.circled);
  // Under the "Under review" stage of the stage section's list (stage-section.tsx).
  return (
    <section className="founder-reach" aria-labelledby="founder-reach-heading">
      <h3 id="founder-reach-heading">
        <Trans>Your analyst report</Trans>
      </h3>
      {/* core/deal-answers.ts's reachLine, in the page's language. */}
      <p className="founder-reach__line">
        <Plural value={firms} one="Sent to # firm" other="Sent to # firms" /> ·{" "}
        <Trans>opened by {opened}</Trans> · <Trans>answered by {answered}</Trans> ·{" "}
        <Trans>circled {circled}</Trans>
      </p>
      {/* Apart from the answers: a firm that let the date pass has not passed, and may still answer. */}
      {reach.unanswered > 0 ? (
        <p className="founder-reach__unanswered">
          <Trans>
            No answer by the date we asked: {number(reach.unanswered)}. A firm may still answer
            after it.
          </Trans>
        </p>
      ) : null}
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
