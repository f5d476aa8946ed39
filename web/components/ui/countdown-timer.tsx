import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { type Countdown, countdown } from "../../../core/countdown";
import { useIntlLocale } from "../../i18n/digits";
import { useNow } from "./use-now";
import "../../styles/countdown.css";

type CountdownTimerProps = {
  /** The instant it counts to, ISO 8601 ("2026-05-25T07:00:00.000Z"). */
  target: string;
  /** What the countdown counts to, for screen readers: "Time until the cohort starts". */
  label: string;
  /** Shown instead of the numbers once the target has passed (docs/architecture.md, rule 5). */
  ended: ReactNode;
  /** "light" on a pale card; the default suits the dark cohort card. */
  tone?: "dark" | "light";
};

const UNITS = [
  ["days", msg`days`],
  ["hours", msg`hours`],
  ["minutes", msg`minutes`],
  ["seconds", msg`seconds`],
] as const;

const EMPTY_CELL = "––";

/** A cell's number in the page's digits (Eastern Arabic when an Arabic page's visitor chose them). */
function cellValue(state: Countdown | null, unit: (typeof UNITS)[number][0], locale: string) {
  if (!state || state.ended) return EMPTY_CELL;
  return new Intl.NumberFormat(locale, {
    minimumIntegerDigits: unit === "days" ? 1 : 2,
    useGrouping: false,
  }).format(state[unit]);
}

/**
 * A live countdown in days, hours, minutes and seconds, or a clear "ended" state once the date
 * has passed. The numbers and the ended message share one grid cell and keep their space, so the
 * switch after hydration moves nothing on the page.
 */
export function CountdownTimer({ target, label, ended, tone = "dark" }: CountdownTimerProps) {
  const now = useNow();
  const { t } = useLingui();
  const locale = useIntlLocale();
  const state = now === null ? null : countdown(Date.parse(target), now);
  const hasEnded = state?.ended === true;
  return (
    <div
      className={tone === "light" ? "countdown countdown--light" : "countdown"}
      data-state={state === null ? "pending" : hasEnded ? "ended" : "live"}
    >
      {/* role=timer is not announced every second; the label says what it counts to. */}
      <div role="timer" aria-label={label} className="countdown__cells" aria-hidden={hasEnded}>
        {UNITS.map(([unit, name]) => (
          <div key={unit} className="countdown__cell">
            <span className="countdown__value">{cellValue(state, unit, locale)}</span>
            <span className="countdown__unit">{t(name)}</span>
          </div>
        ))}
      </div>
      <div className="countdown__ended" aria-hidden={!hasEnded}>
        {ended}
      </div>
    </div>
  );
}

/**
 * The ended message on its own, for what the server already knows has passed (a past event): in
 * the page's HTML from the start, no countdown to wait for.
 */
export function PassedNotice({ children }: { children: ReactNode }) {
  return (
    <div className="countdown countdown--light" data-state="ended">
      <div className="countdown__ended">{children}</div>
    </div>
  );
}
