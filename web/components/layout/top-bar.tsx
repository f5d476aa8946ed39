import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { FIRM } from "../../../core/firm";
import { useLocalePath } from "../../i18n/language";
import { PATHS } from "../../paths";
import { LanguageSwitch } from "./language-switch";

type TopBarProps = { menuOpen: boolean; onToggleMenu: () => void };

export function TopBar({ menuOpen, onToggleMenu }: TopBarProps) {
  const localePath = useLocalePath();
  return (
    <header className="top-bar">
      <Link to={localePath(PATHS.home)} className="top-bar__brand">
        <img src="/logo.svg" alt="" width="32" height="32" />
        {/* The firm's name is written in Latin letters in both languages. */}
        <span lang="en">{FIRM.name}</span>
      </Link>
      <div className="top-bar__actions">
        <LanguageSwitch />
        <button
          type="button"
          className="top-bar__menu"
          aria-expanded={menuOpen}
          aria-controls="site-drawer"
          onClick={onToggleMenu}
        >
          <span className="top-bar__menu-icon" aria-hidden="true" />
          <span className="top-bar__menu-label">
            <Trans>Menu</Trans>
          </span>
        </button>
      </div>
    </header>
  );
}
