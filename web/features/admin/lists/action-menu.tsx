import { Fragment, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";

/** One entry of a "…" menu: a button, a link inside the console, or an outside link (mailto:). */
export type MenuAction =
  | { label: string; onSelect: () => void; danger?: boolean }
  | { label: string; to: string }
  | { label: string; href: string };

type ActionMenuProps = {
  /** What the menu acts on, for its accessible name: "Actions for ColdLine". */
  subject: string;
  actions: (MenuAction | false | null | undefined)[];
  /** "…" on a row, "More" on a record's header. */
  text?: string;
};

/**
 * The "…" menu of a row or a record: the actions that are not the view's one primary action
 * (docs/decisions/055-list-beside-record.md). A menu button (ARIA's menu pattern): Enter, Space or
 * ↓ opens it on its first item, ↑/↓ move, Home/End jump, Escape or Tab closes it, and the focus
 * goes back to the button.
 */
const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? []),
];

export function ActionMenu({ subject, actions, text = "…" }: ActionMenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const shown = actions.filter((action): action is MenuAction => Boolean(action));

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    itemsOf(menu.current)[0]?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  function onMenuKey(event: KeyboardEvent) {
    const all = itemsOf(menu.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => all[(index + all.length) % all.length]?.focus();
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      go(at + 1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      go(at - 1);
    } else if (event.key === "Home") {
      event.preventDefault();
      go(0);
    } else if (event.key === "End") {
      event.preventDefault();
      go(all.length - 1);
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  }

  if (shown.length === 0) return null;
  return (
    <div className="action-menu">
      <button
        ref={button}
        type="button"
        className="button button--quiet action-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={text === "…" ? `Actions for ${subject}` : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {text === "…" ? <span aria-hidden="true">…</span> : text}
      </button>
      {open ? (
        <div
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-label={`Actions for ${subject}`}
          className="action-menu__panel"
          onKeyDown={onMenuKey}
        >
          {shown.map((action) => (
            <Fragment key={action.label}>
              {"onSelect" in action ? (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={action.danger ? "action-menu__item--danger" : undefined}
                  onClick={() => {
                    close(true);
                    action.onSelect();
                  }}
                >
                  {action.label}
                </button>
              ) : "to" in action ? (
                <Link role="menuitem" tabIndex={-1} to={action.to} onClick={() => close(false)}>
                  {action.label}
                </Link>
              ) : (
                <a role="menuitem" tabIndex={-1} href={action.href} onClick={() => close(false)}>
                  {action.label}
                </a>
              )}
            </Fragment>
          ))}
        </div>
      ) : null}
    </div>
  );
}
