import { PitchTimer } from "../features/pitch-timer/pitch-timer";
import { metaForLocation } from "../lib/meta";
import "../styles/pitch-timer.css";

export const meta = metaForLocation;

export default function TimerPage() {
  return (
    <div className="page">
      <header className="page__header">
        <h1>Pitch Timer</h1>
        <p className="lead">
          A pitch session runs 45 minutes in three sections, plus a 15-minute Open Floor. Start the
          timer when the founder begins: each section starts by itself when the one before ends,
          with an alarm between them.
        </p>
      </header>
      <PitchTimer />
    </div>
  );
}
