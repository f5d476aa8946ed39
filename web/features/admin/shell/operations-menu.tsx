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
  const currentLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const link = currentLink.current;
    const row = link?.closest("ul");
    if (!link || !row || row.scrollWidth <= row.clientWidth) return;
    // Scrolls the row only, never the page (scrollIntoView would move the window too).
    const [linkBox, rowBox] = [link.getBoundingClientRect(), row.getBoundingClientRect()];
    row.scrollLeft += linkBox.left - rowBox.left - (rowBox.width - linkBox.width) / 2;
  }, [current.id]);
  return (
    <nav className="admin-menu" aria-label="Operations">
      <ul>
        {tabsFor(me).map((tab) => (
          <li key={tab.id}>
            <Link
              ref={tab.id === current.id ? currentLink : undefined}
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
