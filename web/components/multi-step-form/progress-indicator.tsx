import { Trans } from "@lingui/react/macro";
import { useNumberText } from "../../i18n/digits";

type ProgressIndicatorProps = {
  /** The steps in order, as the founder sees them named. */
  names: readonly string[];
  /** Index of the step on screen. */
  current: number;
  label: string;
};

/** "Step 2 of 6" and the numbered list of steps, the current one marked for assistive technology. */
export function ProgressIndicator({ names, current, label }: ProgressIndicatorProps) {
  const number = useNumberText();
  return (
    <div className="progress">
      <p className="progress__count">
        <Trans>
          Step {number(current + 1)} of {number(names.length)}
        </Trans>
      </p>
      <ol className="progress__steps" aria-label={label}>
        {names.map((name, index) => (
          <li
            key={name}
            className="progress__step"
            data-state={index < current ? "done" : index === current ? "current" : "todo"}
            aria-current={index === current ? "step" : undefined}
          >
            <span className="progress__marker" aria-hidden="true">
              {number(index + 1)}
            </span>
            <span className="progress__name">{name}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
