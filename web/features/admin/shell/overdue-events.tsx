import { Link } from "react-router";
import type { OverdueApplications } from "../../../../core/schemas/overdue-applications";
import { tabPath } from "../../../console-tabs";
import "../../../styles/deal-bell.css";

/**
 * The bell's overdue applications (docs/product.md, 5.13): each paid application past the firm's
 * decision target, longest waiting first, linking to its record in the applications list. They
 * stay until the decision mail goes.
 */
export function OverdueEvents({ overdue }: { overdue: OverdueApplications | "failed" | null }) {
  return (
    <div className="bell__deals bell__overdue">
      <h2 className="bell__heading" id="bell-overdue-heading">
        Overdue applications
      </h2>
      {overdue === null || overdue === "failed" ? (
        <p role="status">
          {overdue === null
            ? "Loading the overdue applications…"
            : "Could not load the overdue applications."}
        </p>
      ) : overdue.items.length === 0 ? (
        <p>No paid application is past the decision target.</p>
      ) : (
        <>
          <ul className="bell__events" aria-labelledby="bell-overdue-heading">
            {overdue.items.map((item) => (
              <li key={item._id} className="bell__event bell__event--overdue">
                <Link to={`${tabPath("applications")}/${item._id}`}>{item.text}</Link>
              </li>
            ))}
          </ul>
          {overdue.total > overdue.items.length ? (
            <p>
              <Link to={`${tabPath("applications")}?sort=waiting`}>
                {overdue.total - overdue.items.length} more: the applications, longest waiting first
              </Link>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
