import { Trans, useLingui } from "@lingui/react/macro";
import { STARTUP_CONSULTANCY } from "../../content/consultancy";
import { useNumberText } from "../../i18n/digits";

/** The four phases of the consultancy quarter, in order. */
export function Phases() {
  const number = useNumberText();
  const { t } = useLingui();
  return (
    <section className="section" aria-labelledby="phases-title">
      <h2 id="phases-title">
        <Trans>Four phases, one quarter</Trans>
      </h2>
      <ol className="phases">
        {STARTUP_CONSULTANCY.phases.map((phase, index) => (
          <li key={phase.name.id} className="phase">
            <p className="phase__step">
              <Trans>
                Phase {number(index + 1)} · {t(phase.weeks)}
              </Trans>
            </p>
            <h3>{t(phase.name)}</h3>
            <p>{t(phase.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
