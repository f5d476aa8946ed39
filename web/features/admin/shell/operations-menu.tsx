import { Link } from "react-router";
import { OPERATION_TABS, type OperationTab } from "./tabs";

/** The side menu: one link per tab, so each tab has its own URL. */
export function OperationsMenu({ current }: { current: OperationTab }) {
  return (
    <nav className="admin-menu" aria-label="Operations">
      <ul>
        {OPERATION_TABS.map((tab) => (
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
