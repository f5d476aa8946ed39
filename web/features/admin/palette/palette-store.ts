import { useEffect, useRef, useSyncExternalStore } from "react";

/** Something the screen on show can do, offered by the command palette under its own label. */
export type PaletteAction = { id: string; label: string; run: () => void };

// Whether the palette is open, and the actions of the screens on show: a store outside React, so
// a screen adds its actions without owning the palette, and any key or button opens it.
let open = false;
let actions = new Map<string, () => readonly PaletteAction[]>();
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const palette = {
  open: () => {
    open = true;
    changed();
  },
  close: () => {
    open = false;
    changed();
  },
};

export const usePaletteOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );

/** Every action offered by the screens on show, read when the palette draws. */
export const screenActions = (): PaletteAction[] => [...actions.values()].flatMap((get) => get());

/**
 * Offers a screen's actions in the palette while it is on show ("run the current view's
 * actions"); `key` names the screen. The palette reads the latest list each time it draws.
 */
export function usePaletteActions(key: string, offered: readonly PaletteAction[]) {
  const latest = useRef(offered);
  latest.current = offered;
  useEffect(() => {
    actions = new Map(actions).set(key, () => latest.current);
    return () => {
      const next = new Map(actions);
      next.delete(key);
      actions = next;
    };
  }, [key]);
}
