import type { ReactNode } from "react";

/** A table that may scroll sideways on a small screen; focusable so keyboard users can scroll it. */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
