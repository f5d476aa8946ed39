import { type FocusEvent, type KeyboardEvent, useCallback, useId, useRef, useState } from "react";

type MoveToMenuProps<Status extends string> = {
  /** What moves, for the accessible name: "Move ColdLine to". */
  subject: string;
  statuses: readonly Status[];
  current: Status;
  onMove: (status: Status) => void;
  /** The button's ref, so the board can give focus back after a move. */
  buttonRef?: (element: HTMLButtonElement | null) => void;
};

/**
 * The keyboard's way to move a card (the menu button pattern): Enter or Space opens the menu on
 * its first choice, the arrows, Home and End move between the other statuses, Enter picks one,
 * Escape closes and gives focus back to the button.
 */
export function MoveToMenu<Status extends string>({
  subject,
  statuses,
  current,
  onMove,
  buttonRef,
}: MoveToMenuProps<Status>) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  const menu = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const choices = statuses.filter((status) => status !== current);
  // The menu opens on its first choice.
  const menuRef = useCallback((element: HTMLDivElement | null) => {
    menu.current = element;
    element?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  /** Focus leaving the button and its menu closes the menu (a click elsewhere, Tab away). */
  const closeIfOutside = (event: FocusEvent) => {
    if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => items[(index + items.length) % items.length]?.focus();
    const keys: Record<string, () => void> = {
      ArrowDown: () => focus(at + 1),
      ArrowUp: () => focus(at - 1),
      Home: () => focus(0),
      End: () => focus(items.length - 1),
      Escape: close,
      Tab: () => setOpen(false),
    };
    const action = keys[event.key];
    if (!action) return;
    if (event.key !== "Tab") event.preventDefault();
    action();
  }

  return (
    <div className="move-to" ref={wrapper}>
      <button
        type="button"
        className="button button--small"
        ref={(element) => {
          button.current = element;
          buttonRef?.(element);
        }}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => setOpen((value) => !value)}
        onBlur={closeIfOutside}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        Move to<span className="visually-hidden"> another status: {subject}</span>
      </button>
      {open ? (
        <div
          id={`${id}-menu`}
          ref={menuRef}
          role="menu"
          aria-label={`Move ${subject} to`}
          className="move-to__menu"
          onKeyDown={onMenuKey}
          onBlur={closeIfOutside}
        >
          {choices.map((status) => (
            <button
              key={status}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                setOpen(false);
                onMove(status);
              }}
            >
              {status}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
