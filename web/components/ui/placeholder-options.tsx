type PlaceholderOptionsProps = { placeholder: string; options: readonly string[] };

/**
 * The options of a required select: a disabled placeholder shown until a choice is made (so an
 * untouched select fails validation), then one option per value. Its select starts at
 * `defaultValue=""`, or the browser would pick the first real option.
 */
export function PlaceholderOptions({ placeholder, options }: PlaceholderOptionsProps) {
  return (
    <>
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </>
  );
}
