/** Every IANA zone the browser knows, with the one already chosen kept even if it does not. */
const zones = (current: string) => {
  const known = Intl.supportedValuesOf("timeZone");
  return current && !known.includes(current) ? [current, ...known] : known;
};

type ControlProps = { id: string; "aria-invalid": boolean; "aria-describedby"?: string };

/** A select of time zones ("Asia/Dubai"), for the Field that labels it. */
export function TimeZoneSelect({
  control,
  value,
  onChange,
}: {
  control: ControlProps;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  return (
    <select {...control} value={value} onChange={onChange}>
      {zones(value).map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll("_", " ")}
        </option>
      ))}
    </select>
  );
}
