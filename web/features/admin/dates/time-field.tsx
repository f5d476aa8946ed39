import { parseTime, TIME_FORMAT } from "./console-dates";
import { type TypedFieldProps, TypedFieldShell } from "./typed-field";
import { useTypedValue } from "./typed-value";

export type TimeFieldProps = TypedFieldProps & {
  /** HH:mm, "" for none, or what was typed when it is no time. */
  value: string;
  onChange: (value: string) => void;
};

const same = (value: string) => value;

/**
 * The console's one time field: the 24-hour clock (14:30, or 1430; 2:30 pm is understood too),
 * beside a DateField (docs/decisions/032-console-dates.md says why 24-hour).
 */
export function TimeField({ value, onChange, ...props }: TimeFieldProps) {
  const field = useTypedValue({ value, onChange, parse: parseTime, format: same });
  return <TypedFieldShell {...props} className="time-field" format={TIME_FORMAT} field={field} />;
}
