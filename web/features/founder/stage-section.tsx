import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { FOUNDER_STAGES, type FounderStage } from "../../../core/founder-stage";
import { useNumberText } from "../../i18n/digits";

/** The stages' names and what each means, as core/founder-stage.ts writes them, in the page's language. */
const STAGE_NAMES: Record<FounderStage, MessageDescriptor> = {
  Received: msg`Received`,
  "Under review": msg`Under review`,
  "Pitch scheduled": msg`Pitch scheduled`,
  "Decision made": msg`Decision made`,
};
const STAGE_TEXT: Record<FounderStage, MessageDescriptor> = {
  Received: msg`We have your application and your fee. An analyst will pick it up shortly.`,
  "Under review": msg`Our analysts are reviewing your application and discussing it as a team.`,
  "Pitch scheduled": msg`Your pitch with one of our representatives is scheduled. Bring your deck and your numbers.`,
  "Decision made": msg`The team has reached a decision on your application. We will write to you with it.`,
};

/**
 * Where the application stands: the four stages in order, the current one marked and explained.
 * `reach` (how far the analyst memo went) sits under "Under review", the stage it belongs to; the
 * clock under the text.
 */
export function StageSection({
  stage,
  reach,
  clock,
}: {
  stage: FounderStage;
  reach?: ReactNode;
  /** The decision clock's line and the firm's figures (clock-line.tsx), under the stage's text. */
  clock?: ReactNode;
}) {
  const { i18n } = useLingui();
  const number = useNumberText();
  const current = FOUNDER_STAGES.indexOf(stage);
  return (
    <section className="card founder-section" aria-labelledby="founder-stage-heading">
      <h2 id="founder-stage-heading">
        <Trans>Where your application stands</Trans>
      </h2>
      <ol className="founder-stages">
        {FOUNDER_STAGES.map((name, index) => (
          <li
            key={name}
            className={`founder-stages__step founder-stages__step--${index < current ? "done" : index === current ? "current" : "next"}`}
            aria-current={index === current ? "step" : undefined}
          >
            <span className="founder-stages__marker" aria-hidden="true">
              {index < current ? "✓" : number(index + 1)}
            </span>
            <span className="founder-stages__name">{i18n._(STAGE_NAMES[name])}</span>
            {index < current ? (
              <span className="visually-hidden">
                {" "}
                <Trans>(done)</Trans>
              </span>
            ) : null}
            {index === current ? (
              <span className="visually-hidden">
                {" "}
                <Trans>(now)</Trans>
              </span>
            ) : null}
            {name === "Under review" && reach ? (
              <div className="founder-stages__reach">{reach}</div>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="founder-stages__text">{i18n._(STAGE_TEXT[stage])}</p>
      {clock}
    </section>
  );
}
