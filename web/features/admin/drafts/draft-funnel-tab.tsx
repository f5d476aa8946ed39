import type { DraftFunnel } from "../../../../core/schemas/application-draft";
import { errorText } from "../../../lib/api";
import { Loaded } from "../lists/loaded";

/**
 * How many saved drafts stop at each screen of the application: a list of bars whose widths are
 * CSS, each with its number written out, so it reads the same to a screen reader, in high
 * contrast and without a pointer.
 */
export function DraftFunnelTab({ funnel }: { funnel: Promise<DraftFunnel> }) {
  return (
    <section aria-labelledby="draft-funnel-heading">
      <h2 id="draft-funnel-heading">Unfinished applications</h2>
      <p>
        Applications saved with "Save and continue later" and not sent, by the step they were saved
        on: where founders stop. Drafts are kept 30 days after their last save.
      </p>
      <Loaded
        data={funnel}
        loading={<p role="status">Loading drafts...</p>}
        failure={(error) => (
          <p className="field__error" role="alert">
            {errorText(error, {
              fallback: "Failed to fetch the drafts",
              network: "Something went wrong.",
            })}
          </p>
        )}
      >
        {(loaded) => <Funnel funnel={loaded} />}
      </Loaded>
    </section>
  );
}

function Funnel({ funnel }: { funnel: DraftFunnel }) {
  const largest = Math.max(1, ...funnel.steps.map((step) => step.drafts));
  const unfinished = funnel.steps.reduce((sum, step) => sum + step.drafts, 0);
  return (
    <>
      <p className="draft-funnel__total">
        {unfinished} unfinished, {funnel.submitted} sent after saving.
      </p>
      <ol className="draft-funnel" aria-label="Unfinished drafts by step">
        {funnel.steps.map((step) => (
          <li key={step.step} className="draft-funnel__row">
            <span className="draft-funnel__name">
              {step.step}. {step.name}
            </span>
            <span className="draft-funnel__bar-track" aria-hidden="true">
              <span
                className="draft-funnel__bar"
                style={{ width: `${(step.drafts / largest) * 100}%` }}
              />
            </span>
            <span className="draft-funnel__value">
              {step.drafts}
              <span className="visually-hidden"> {step.drafts === 1 ? "draft" : "drafts"}</span>
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
