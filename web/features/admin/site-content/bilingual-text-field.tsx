import type { FieldMetadata } from "@conform-to/react";
import { LongTextField, TextField } from "../../../components/ui/form-fields";

type BilingualTextFieldProps<Schema> = {
  /** The English text's field, and beside it the Arabic one. */
  english: FieldMetadata<Schema>;
  arabic: FieldMetadata<Schema>;
  /** "Title": the Arabic field is "Title in Arabic". */
  label: string;
  optional?: boolean;
  hint?: string;
  arabicHint?: string;
  /** Several lines (a summary, a programme) in `rows` rows; one line when absent. */
  rows?: number;
};

/**
 * One of staff's texts, in English and beside it in Arabic, written right to left; the Arabic one
 * is optional (left empty, the Arabic page shows the English:
 * docs/decisions/075-staff-text-in-both-languages.md). The two fields, for a pair or a grid.
 */
export function BilingualTextField<Schema>({
  english,
  arabic,
  label,
  optional,
  hint,
  arabicHint,
  rows,
}: BilingualTextFieldProps<Schema>) {
  const Text = rows ? LongTextField : TextField;
  return (
    <>
      <Text field={english} label={label} optional={optional} hint={hint} rows={rows} />
      <Text
        field={arabic}
        label={`${label} in Arabic`}
        optional
        hint={arabicHint}
        rows={rows}
        lang="ar"
      />
    </>
  );
}
