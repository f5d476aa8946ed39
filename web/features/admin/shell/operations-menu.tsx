import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { menuGroupsFor, tabOfPath, tabPath } from "../../../console-tabs";
import { useStaff } from "../signed-in-staff";
import { MENU_ICONS } from "./menu-icons";

const COLLAPSED_KEY = "consoleMenuCollapsed";

/**
 * The side menu: the tabs this person may open, grouped (Pipeline, Network, Audience, Site, Team
 * and data), each a link to the tab's own address; the tab open (or one of its records) is the
 * current page. Each tab has its icon; the menu collapses to the icons (the label shows on hover
 * and focus), remembered in this browser. On phones it is one row that scrolls sideways (web/styles/admin.css), so the current
 * tab is brought into view.
 */
export function OperationsMenu() {
  const me = useStaff();
  const row = useRef<HTMLDivElement>(null);
  const current = tabOfPath(useLocation().pathname)?.path;
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    setCollapsed(localStorage.getItem(COLLAPSED_KEY) === "true");
  }, []);
  const toggle = () => {
    setCollapsed(!collapsed);
    localStorage.setItem(COLLAPSED_KEY, String(!collapsed));
  };
  useEffect(() => {
    const list = row.current;
    const link = list?.querySelector(`[data-tab="${current}"]`);
    if (!link || !list || list.scrollWidth <= list.clientWidth) return;
    // Scrolls the row only, never the page (scrollIntoView would move the window too).
    const [linkBox, rowBox] = [link.getBoundingClientRect(), list.getBoundingClientRect()];
    list.scrollLeft += linkBox.left - rowBox.left - (rowBox.width - linkBox.width) / 2;
  }, [current]);
  return (
    <nav
      className={collapsed ? "admin-menu admin-menu--collapsed" : "admin-menu"}
      aria-label="Operations"
    >
      <button
        type="button"
        className="admin-menu__toggle"
        aria-pressed={collapsed}
        onClick={toggle}
        title={collapsed ? "Show the menu's names" : "Collapse the menu to icons"}
      >
        <span aria-hidden="true">{collapsed ? "»" : "«"}</span>
        <span className="visually-hidden">Collapse the menu</span>
      </button>
      <div ref={row} className="admin-menu__groups">
        {menuGroupsFor(me).map((group) => (
          <div key={group.label} className="admin-menu__group">
            <p className="admin-menu__heading" id={`menu-${group.label}`}>
              {group.label}
            </p>
            <ul aria-labelledby={`menu-${group.label}`}>
              {group.tabs.map((tab) => {
                const Icon = MENU_ICONS[tab.path];
                return (
                  <li key={tab.path}>
                    <NavLink
                      to={tabPath(tab.path)}
                      data-tab={tab.path}
                      className="admin-menu__link"
                    >
                      <Icon className="admin-menu__icon" aria-hidden="true" focusable="false" />
                      <span className="admin-menu__label">{tab.label}</span>
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
