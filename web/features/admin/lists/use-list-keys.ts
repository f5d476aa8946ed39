import { useEffect, useRef } from "react";
import type { OpenRecord } from "./use-open-record";

/** Where keys belong to the control, not to the list: typing, choosing, a radio group, a menu. */
const OWN_KEYS =
  "input:not([type=checkbox]), textarea, select, [contenteditable=true], [role=radiogroup], [role=menu], [role=listbox], [role=combobox]";

const NEXT = new Set(["j", "ArrowDown"]);
const PREVIOUS = new Set(["k", "ArrowUp"]);

/** The row link of a record, once it is on screen. */
const rowLink = (id: string) =>
  document.querySelector<HTMLAnchorElement>(`a[data-record="${CSS.escape(id)}"]`);

/**
 * The list's keys (docs/decisions/055-list-beside-record.md): j or ↓ the next record, k or ↑ the
 * previous; with a record open it follows (its address replaced, so Back leaves the list), without
 * one the focus moves along the rows and Enter opens. Esc closes the record and puts the focus
 * back on its row; s on a row opens its status's choices. Arrows act only in the list or beside an open record, so they still scroll
 * other pages; nothing acts while a dialog is open or a control wants the key.
 */
export function useListKeys(ids: string[], open: OpenRecord, enabled: boolean) {
  const latest = useRef({ ids, open });
  latest.current = { ids, open };

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (document.querySelector("dialog[open]")) return;
      const target = event.target as HTMLElement;
      if (target.closest(OWN_KEYS)) return;
      const { ids, open } = latest.current;
      const focusedRow = target.closest<HTMLElement>("[data-record]")?.dataset.record ?? null;
      // The focused row first: a move focuses its row at once, while the open record follows a
      // moment later (a navigation), so keys pressed quickly still step one record each.
      const current = focusedRow ?? open.openId;

      if (event.key === "Escape") {
        if (!open.openId) return;
        event.preventDefault();
        const closed = open.openId;
        open.close();
        requestAnimationFrame(() => rowLink(closed)?.focus());
        return;
      }
      // s on a focused row opens its status's choices (the chip's popover), focus on the chip.
      if (event.key === "s" && focusedRow) {
        const pick = target.closest("tr")?.querySelector<HTMLSelectElement>("select.status-pick");
        if (!pick || pick.disabled) return;
        event.preventDefault();
        pick.focus();
        try {
          pick.showPicker();
        } catch {
          // A browser that cannot show it from here leaves the focus on the chip: ↓ opens it.
        }
        return;
      }
      const step = NEXT.has(event.key) ? 1 : PREVIOUS.has(event.key) ? -1 : 0;
      if (step === 0) return;
      const arrow = event.key.startsWith("Arrow");
      if (arrow && !open.openId && !target.closest(".table-wrap")) return;
      const index = current ? ids.indexOf(current) : -1;
      const next = ids[index === -1 ? (step > 0 ? 0 : ids.length - 1) : index + step];
      if (!next) return;
      event.preventDefault();
      if (open.openId) open.show(next, { replace: true });
      // The record's row takes the focus (and scrolls into view) whether it opened or not.
      rowLink(next)?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
