import { Link } from "react-router";
import { useStaff } from "../signed-in-staff";
import { type OperationTab, tabsFor } from "./tabs";

/** The side menu: one link per tab this person may open, so each tab has its own URL. */
export function OperationsMenu({ current }: { current: OperationTab }) {
  const me = useStaff();
  return (
    <nav className="admin-menu" aria-label="Operations">
      <ul>
        {tabsFor(me).map((tab) => (
          <li key={tab.id}>
            <Link
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
