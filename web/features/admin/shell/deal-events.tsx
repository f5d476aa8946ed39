import { Link } from "react-router";
import type { DealNotifications } from "../../../../core/schemas/deal-notifications";
import { tabPath } from "../../../console-tabs";
import { formatDateTime } from "../format";
import "../../../styles/deal-bell.css";

/**
 * The bell's deal events: a firm's first view, a question, a change of answer, newest first, each
 * linking to the deal's application and unread until marked read.
 */
export function DealEvents({
  notifications,
  markRead,
}: {
  notifications: DealNotifications | "failed" | null;
  markRead: (ids?: string[]) => Promise<void>;
}) {
  if (notifications === null || notifications === "failed") {
    return (
      <div className="bell__deals">
        <h2 className="bell__heading">Deals you shared</h2>
        <p role="status">
          {notifications === null ? "Loading the deal events…" : "Could not load the deal events."}
        </p>
      </div>
    );
  }
  const { unread } = notifications;
  return (
    <div className="bell__deals">
      <h2 className="bell__heading" id="bell-deals-heading">
        Deals you shared
      </h2>
      {notifications.items.length === 0 ? (
        <p>No firm has opened, asked or answered yet.</p>
      ) : (
        <>
          <div className="bell__deals-head">
            <p role="status">{unread === 1 ? "1 unread" : `${unread} unread`}</p>
            {unread > 0 ? (
              <button
                type="button"
                className="button button--small"
                onClick={() => void markRead()}
              >
                Mark all as read
              </button>
            ) : null}
          </div>
          <ul className="bell__events" aria-labelledby="bell-deals-heading">
            {notifications.items.map((item) => (
              <li
                key={item._id}
                className={item.readAt ? "bell__event" : "bell__event bell__event--unread"}
              >
                {item.readAt ? null : <span className="bell__new">New</span>}
                <Link to={`${tabPath("applications")}/${item.applicationId}`}>{item.text}</Link>
                <span className="bell__when">{formatDateTime(item.createdAt)}</span>
                {item.readAt ? null : (
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`Mark as read: ${item.text}`}
                    onClick={() => void markRead([item._id])}
                  >
                    Mark as read
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
