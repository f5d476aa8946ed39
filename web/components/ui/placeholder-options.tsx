type PlaceholderOptionsProps = {
  placeholder: string;
  options: readonly string[];
  /** What an option says, when that is not its value (the value the server takes, in English). */
  label?: (option: string) => string;
};

/**
 * The options of a required select: a disabled placeholder shown until a choice is made (so an
 * untouched select fails validation), then one option per value. Its select starts at
 * `defaultValue=""`, or the browser would pick the first real option.
 */
export function PlaceholderOptions({ placeholder, options, label }: PlaceholderOptionsProps) {
  return (
    <>
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option} value={option}>
          {label ? label(option) : option}
        </option>
      ))}
    </>
  );
}
