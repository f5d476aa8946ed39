import { STARTUP_CONSULTANCY } from "../../content/consultancy";

/** The four phases of the consultancy quarter, in order. */
export function Phases() {
  return (
    <section className="section" aria-labelledby="phases-title">
      <h2 id="phases-title">Four phases, one quarter</h2>
      <ol className="phases">
        {STARTUP_CONSULTANCY.phases.map((phase, index) => (
          <li key={phase.name} className="phase">
            <p className="phase__step">
              Phase {index + 1} · {phase.weeks}
            </p>
            <h3>{phase.name}</h3>
            <p>{phase.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
