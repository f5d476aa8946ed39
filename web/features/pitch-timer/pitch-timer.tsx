import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { formatClock, TIMER_SECTIONS } from "../../../core/pitch-timer";
import { useFigureText, useNumberText } from "../../i18n/digits";
import { prepareAlarm, ringAlarm } from "./alarm";
import { SECTION_WORDS } from "./timer-words";
import { usePitchTimer } from "./use-pitch-timer";

const LAST = TIMER_SECTIONS.length - 1;
const SECTION_COUNT = TIMER_SECTIONS.length;

/** The four pitch sections one after another, each in its own colour, with an alarm between them. */
export function PitchTimer() {
  const number = useNumberText();
  const figure = useFigureText();
  const { t } = useLingui();
  const [announcement, setAnnouncement] = useState("");
  const nameOf = (index: number) => {
    const item = TIMER_SECTIONS[index];
    return item ? t(SECTION_WORDS[item.name]) : "";
  };
  const endMessage = (index: number) => {
    const ended = nameOf(index);
    const next = nameOf(index + 1);
    if (!ended) return "";
    return next
      ? t`${ended} is over. ${next} has started.`
      : t`${ended} is over. Time is up: the session has ended.`;
  };
  const { status, position, start, pause, reset } = usePitchTimer((index) => {
    ringAlarm();
    setAnnouncement(endMessage(index));
  });
  const section = TIMER_SECTIONS[position.index] ?? TIMER_SECTIONS[0];
  const sectionName = t(SECTION_WORDS[section.name]);
  const sectionNumber = position.index + 1;

  const onStart = () => {
    prepareAlarm();
    if (status === "idle") setAnnouncement(t`${sectionName} has started.`);
    start();
  };
  const onReset = () => {
    setAnnouncement("");
    reset();
  };

  return (
    <div className="pitch-timer-layout">
      <section
        className="pitch-timer"
        data-section={position.index}
        data-status={status}
        aria-labelledby="pitch-section-name"
      >
        <p className="pitch-timer__step">
          <Trans>
            Section {number(sectionNumber)} of {number(SECTION_COUNT)}
          </Trans>
        </p>
        <h2 id="pitch-section-name" className="pitch-timer__name">
          {sectionName}
        </h2>
        <p className="pitch-timer__purpose">{t(SECTION_WORDS[section.purpose])}</p>
        {/* Minutes before seconds, left to right, in Arabic too: "09:59", never "59:09". */}
        <p
          className="pitch-timer__clock"
          role="timer"
          aria-label={t`Time left in ${sectionName}`}
          dir="ltr"
        >
          {figure(formatClock(position.remainingMs))}
        </p>
        <p className="pitch-timer__status" role="status">
          {announcement}
        </p>
        <div className="pitch-timer__controls">
          {status === "running" ? (
            <button type="button" className="button button--primary" onClick={pause}>
              <Trans>Pause</Trans>
            </button>
          ) : (
            <button
              type="button"
              className="button button--primary"
              onClick={onStart}
              disabled={status === "finished"}
            >
              {status === "paused" ? <Trans>Resume</Trans> : <Trans>Start</Trans>}
            </button>
          )}
          <button type="button" className="button" onClick={onReset} disabled={status === "idle"}>
            <Trans>Reset</Trans>
          </button>
        </div>
      </section>

      <section aria-labelledby="pitch-plan-heading" className="pitch-plan">
        <h2 id="pitch-plan-heading">
          <Trans>The session</Trans>
        </h2>
        <ol className="pitch-plan__list">
          {TIMER_SECTIONS.map((item, index) => {
            const done = index < position.index || (index === LAST && position.finished);
            const current = index === position.index && !position.finished;
            const minutes = item.seconds / 60;
            return (
              <li
                key={item.name}
                className="pitch-plan__item"
                data-section={index}
                aria-current={current ? "step" : undefined}
              >
                <span className="pitch-plan__name">{t(SECTION_WORDS[item.name])}</span>
                <span className="pitch-plan__minutes">
                  <Plural value={minutes} one="# min" other="# min" />
                </span>
                <span className="pitch-plan__purpose">
                  {t(SECTION_WORDS[item.purpose])}
                  {done ? ` · ${t`done`}` : ""}
                </span>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
