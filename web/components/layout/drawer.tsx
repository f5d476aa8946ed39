import { useLingui } from "@lingui/react/macro";
import { NavLink } from "react-router";
import { DRAWER_LINKS } from "../../content/navigation";
import { useLocalePath } from "../../i18n/language";
import { useModalDialog } from "../ui/use-modal-dialog";

type DrawerProps = { open: boolean; onClose: () => void };

/** The side menu: a modal dialog with the eight links; any link, Escape or the backdrop closes it. */
export function Drawer({ open, onClose }: DrawerProps) {
  const dialog = useModalDialog(open, onClose);
  const { t } = useLingui();
  const localePath = useLocalePath();
  return (
    <dialog {...dialog} id="site-drawer" className="drawer" aria-label={t`Site menu`}>
      <div className="drawer__panel">
        <button
          type="button"
          className="drawer__close"
          onClick={onClose}
          aria-label={t`Close menu`}
        >
          ×
        </button>
        <nav aria-label={t`Main`}>
          <ul className="drawer__links">
            {DRAWER_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={localePath(link.to)} onClick={onClose} className="drawer__link">
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
