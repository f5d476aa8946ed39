import { FOUNDER_STAGE_TEXT, FOUNDER_STAGES, type FounderStage } from "../../../core/founder-stage";

/** Where the application stands: the four stages in order, the current one marked and explained. */
export function StageSection({ stage }: { stage: FounderStage }) {
  const current = FOUNDER_STAGES.indexOf(stage);
  return (
    <section className="card founder-section" aria-labelledby="founder-stage-heading">
      <h2 id="founder-stage-heading">Where your application stands</h2>
      <ol className="founder-stages">
        {FOUNDER_STAGES.map((name, index) => (
          <li
            key={name}
            className={`founder-stages__step founder-stages__step--${index < current ? "done" : index === current ? "current" : "next"}`}
            aria-current={index === current ? "step" : undefined}
          >
            <span className="founder-stages__marker" aria-hidden="true">
              {index < current ? "✓" : index + 1}
            </span>
            <span className="founder-stages__name">{name}</span>
            {index < current ? <span className="visually-hidden"> (done)</span> : null}
            {index === current ? <span className="visually-hidden"> (now)</span> : null}
          </li>
        ))}
      </ol>
      <p className="founder-stages__text">{FOUNDER_STAGE_TEXT[stage]}</p>
    </section>
  );
}
