import { Trans, useLingui } from "@lingui/react/macro";
import { pageInfo } from "../content/pages";
import { PitchTimer } from "../features/pitch-timer/pitch-timer";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";
import "../styles/pitch-timer.css";

export const meta = metaForLocation;

export default function TimerPage() {
  const { t } = useLingui();
  return (
    <div className="page">
      <header className="page__header">
        <h1>{t(pageInfo(PATHS.timer).heading)}</h1>
        <p className="lead">
          <Trans>
            A pitch session runs 45 minutes in three sections, plus a 15-minute Open Floor. Start
            the timer when the founder begins: each section starts by itself when the one before
            ends, with an alarm between them.
          </Trans>
        </p>
      </header>
      <PitchTimer />
    </div>
  );
}
