import { useEffect, useRef } from "react";
import { NavLink } from "react-router";
import { DRAWER_LINKS } from "../../content/navigation";

type DrawerProps = { open: boolean; onClose: () => void };

/**
 * The side menu, a modal <dialog>: the browser traps focus inside it, closes it on Escape and
 * returns focus to the menu button. A click on the backdrop lands on the dialog itself.
 */
export function Drawer({ open, onClose }: DrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click mirrors Escape, which <dialog> handles
    <dialog
      ref={dialog}
      id="site-drawer"
      className="drawer"
      aria-label="Site menu"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="drawer__panel">
        <button type="button" className="drawer__close" onClick={onClose} aria-label="Close menu">
          ×
        </button>
        <nav aria-label="Main">
          <ul className="drawer__links">
            {DRAWER_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={onClose} className="drawer__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
