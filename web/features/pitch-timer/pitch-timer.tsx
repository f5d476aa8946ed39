import { useState } from "react";
import { TIMER_SECTIONS } from "../../../core/constants";
import { formatClock } from "../../../core/pitch-timer";
import { prepareAlarm, ringAlarm } from "./alarm";
import { usePitchTimer } from "./use-pitch-timer";

const LAST = TIMER_SECTIONS.length - 1;

function endMessage(index: number) {
  const ended = TIMER_SECTIONS[index];
  const next = TIMER_SECTIONS[index + 1];
  if (!ended) return "";
  return next
    ? `${ended.name} is over. ${next.name} has started.`
    : `${ended.name} is over. Time is up: the session has ended.`;
}

/** The four pitch sections one after another, each in its own colour, with an alarm between them. */
export function PitchTimer() {
  const [announcement, setAnnouncement] = useState("");
  const { status, position, start, pause, reset } = usePitchTimer((index) => {
    ringAlarm();
    setAnnouncement(endMessage(index));
  });
  const section = TIMER_SECTIONS[position.index] ?? TIMER_SECTIONS[0];

  const onStart = () => {
    prepareAlarm();
    if (status === "idle") setAnnouncement(`${section.name} has started.`);
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
          Section {position.index + 1} of {TIMER_SECTIONS.length}
        </p>
        <h2 id="pitch-section-name" className="pitch-timer__name">
          {section.name}
        </h2>
        <p className="pitch-timer__purpose">{section.purpose}</p>
        <p className="pitch-timer__clock" role="timer" aria-label={`Time left in ${section.name}`}>
          {formatClock(position.remainingMs)}
        </p>
        <p className="pitch-timer__status" role="status">
          {announcement}
        </p>
        <div className="pitch-timer__controls">
          {status === "running" ? (
            <button type="button" className="button button--primary" onClick={pause}>
              Pause
            </button>
          ) : (
            <button
              type="button"
              className="button button--primary"
              onClick={onStart}
              disabled={status === "finished"}
            >
              {status === "paused" ? "Resume" : "Start"}
            </button>
          )}
          <button type="button" className="button" onClick={onReset} disabled={status === "idle"}>
            Reset
          </button>
        </div>
      </section>

      <section aria-labelledby="pitch-plan-heading" className="pitch-plan">
        <h2 id="pitch-plan-heading">The session</h2>
        <ol className="pitch-plan__list">
          {TIMER_SECTIONS.map((item, index) => {
            const done = index < position.index || (index === LAST && position.finished);
            const current = index === position.index && !position.finished;
            return (
              <li
                key={item.name}
                className="pitch-plan__item"
                data-section={index}
                aria-current={current ? "step" : undefined}
              >
                <span className="pitch-plan__name">{item.name}</span>
                <span className="pitch-plan__minutes">{item.seconds / 60} min</span>
                <span className="pitch-plan__purpose">
                  {item.purpose}
                  {done ? " · done" : ""}
                </span>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
