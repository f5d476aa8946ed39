import { Link } from "react-router";
import { FIRM } from "../../../core/firm";
import { PATHS } from "../../paths";

type TopBarProps = { menuOpen: boolean; onToggleMenu: () => void };

export function TopBar({ menuOpen, onToggleMenu }: TopBarProps) {
  return (
    <header className="top-bar">
      <Link to={PATHS.home} className="top-bar__brand">
        <img src="/logo.svg" alt="" width="32" height="32" />
        <span>{FIRM.name}</span>
      </Link>
      <button
        type="button"
        className="top-bar__menu"
        aria-expanded={menuOpen}
        aria-controls="site-drawer"
        onClick={onToggleMenu}
      >
        <span className="top-bar__menu-icon" aria-hidden="true" />
        Menu
      </button>
    </header>
  );
}
