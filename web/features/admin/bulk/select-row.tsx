import { canAdminister, useStaff } from "../signed-in-staff";
import type { BulkSelectionHandle } from "./use-bulk-selection";

/** The checkbox that picks one record for a bulk action: "Select ColdLine" (admins only). */
export function SelectRow({
  selection,
  id,
  label,
}: {
  selection: BulkSelectionHandle;
  id: string;
  label: string;
}) {
  if (!canAdminister(useStaff())) return null;
  return (
    <input
      type="checkbox"
      className="select-row"
      aria-label={`Select ${label}`}
      checked={selection.isPicked(id)}
      disabled={selection.allMatching}
      onChange={(event) => selection.setIds([id], event.target.checked)}
    />
  );
}

/** The table header's checkbox: every record of the page shown, or none (admins only). */
export function SelectPage({ selection, ids }: { selection: BulkSelectionHandle; ids: string[] }) {
  if (!canAdminister(useStaff())) return null;
  return (
    <input
      type="checkbox"
      className="select-row"
      aria-label="Select this page"
      checked={ids.length > 0 && ids.every(selection.isPicked)}
      disabled={ids.length === 0 || selection.allMatching}
      onChange={(event) => selection.setIds(ids, event.target.checked)}
    />
  );
}
