/** The class of a status: "status--in-discussion" (its colour, docs/product.md, section 5.3). */
export const statusClass = (status: string) =>
  `status--${status.toLowerCase().replaceAll(" ", "-")}`;

/** A record's status as a coloured chip, where it is read, not changed. */
export function StatusChip({ status }: { status: string }) {
  return <span className={`status-chip ${statusClass(status)}`}>{status}</span>;
}
