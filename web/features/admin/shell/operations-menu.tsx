import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useStaff } from "../signed-in-staff";
import { type OperationTab, tabsFor } from "./tabs";

/**
 * The side menu: one link per tab this person may open, so each tab has its own URL. On phones it
 * is one row that scrolls sideways (web/styles/admin.css), so the current tab is brought into view.
 */
export function OperationsMenu({ current }: { current: OperationTab }) {
  const me = useStaff();
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const link = row.current?.querySelector(`[data-tab="${current.id}"]`);
    const list = row.current;
    if (!link || !list || list.scrollWidth <= list.clientWidth) return;
    // Scrolls the row only, never the page (scrollIntoView would move the window too).
    const [linkBox, rowBox] = [link.getBoundingClientRect(), list.getBoundingClientRect()];
    list.scrollLeft += linkBox.left - rowBox.left - (rowBox.width - linkBox.width) / 2;
  }, [current.id]);
  return (
    <nav className="admin-menu" aria-label="Operations">
      <ul ref={row}>
        {tabsFor(me).map((tab) => (
          <li key={tab.id}>
            <Link
              data-tab={tab.id}
              to={`?view=operations&tab=${tab.id}`}
              aria-current={tab.id === current.id ? "page" : undefined}
              className="admin-menu__link"
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
