import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { Notifications } from "../../../../core/schemas/admin";
import { adminApi } from "../admin-api";

/**
 * How many contacts, applications, leads, consultancy requests and funding interest arrived since the admin last opened the bell. Opening
 * it shows the breakdown and starts the count again from now; a reload alone clears nothing.
 */
export function NotificationBell() {
  const [counts, setCounts] = useState<Notifications | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    adminApi
      .notifications()
      .then(setCounts)
      .catch(() => setCounts(null));
  }, []);

  function toggle() {
    if (!open && counts) void adminApi.markNotificationsSeen().catch(() => undefined);
    setOpen(!open);
  }

  const total = counts
    ? counts.contacts +
      counts.applications +
      counts.leads +
      counts.consultancyRequests +
      counts.fundingInterest
    : 0;
  const label =
    total === 1 ? "1 new item since your last visit" : `${total} new items since your last visit`;
  return (
    <div className="bell">
      <button
        type="button"
        className="bell__button"
        aria-expanded={open}
        aria-label={`Notifications: ${label}`}
        onClick={toggle}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"
          />
        </svg>
        {total > 0 ? <span className="bell__count">{total}</span> : null}
      </button>
      {open ? (
        <section className="bell__panel" aria-label="New since your last visit">
          {counts ? (
            <ul>
              <li>
                <Link to="?view=operations&tab=contacts">{counts.contacts} new contacts</Link>
              </li>
              <li>
                <Link to="?view=operations&tab=applications">
                  {counts.applications} new applications
                </Link>
              </li>
              <li>
                <Link to="?view=operations&tab=lead-pitch">{counts.leads} new leads</Link>
              </li>
              <li>
                <Link to="?view=operations&tab=consultancy-requests">
                  {counts.consultancyRequests} new consultancy requests
                </Link>
              </li>
              <li>
                <Link to="?view=operations&tab=funding-interest">
                  {counts.fundingInterest} new funding interest
                </Link>
              </li>
            </ul>
          ) : (
            <p>Nothing to show.</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
