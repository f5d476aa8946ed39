import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { tabOfPath, tabPath, tabsFor } from "../../../console-tabs";
import { useStaff } from "../signed-in-staff";

/**
 * The side menu: one link per tab this person may open, each to the tab's own address; the tab
 * open (or one of its records) is the current page. On phones it is one row that scrolls sideways
 * (web/styles/admin.css), so the current tab is brought into view.
 */
export function OperationsMenu() {
  const me = useStaff();
  const row = useRef<HTMLUListElement>(null);
  const current = tabOfPath(useLocation().pathname)?.path;
  useEffect(() => {
    const list = row.current;
    const link = list?.querySelector(`[data-tab="${current}"]`);
    if (!link || !list || list.scrollWidth <= list.clientWidth) return;
    // Scrolls the row only, never the page (scrollIntoView would move the window too).
    const [linkBox, rowBox] = [link.getBoundingClientRect(), list.getBoundingClientRect()];
    list.scrollLeft += linkBox.left - rowBox.left - (rowBox.width - linkBox.width) / 2;
  }, [current]);
  return (
    <nav className="admin-menu" aria-label="Operations">
      <ul ref={row}>
        {tabsFor(me).map((tab) => (
          <li key={tab.path}>
            <NavLink to={tabPath(tab.path)} data-tab={tab.path} className="admin-menu__link">
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
