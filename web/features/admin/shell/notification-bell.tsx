import { Suspense, use, useState } from "react";
import { Link } from "react-router";
import type { Notifications } from "../../../../core/schemas/admin";
import { tabPath } from "../../../console-tabs";
import { adminApi } from "../admin-api";

/** The counts as the console's loader asked for them; null when they could not be read. */
type BellProps = { counts: Promise<Notifications | null> };

/**
 * How many contacts, applications, leads, consultancy requests and funding interest arrived since the admin last opened the bell. Opening
 * it shows the breakdown and starts the count again from now; a reload alone clears nothing.
 */
export function NotificationBell({ counts }: BellProps) {
  return (
    <Suspense fallback={<Bell counts={null} />}>
      <LoadedBell counts={counts} />
    </Suspense>
  );
}

function LoadedBell({ counts }: BellProps) {
  return <Bell counts={use(counts)} />;
}

function Bell({ counts }: { counts: Notifications | null }) {
  const [open, setOpen] = useState(false);

  function toggle() {
    // Nothing on screen changes with it: the bell keeps what it counted on arrival.
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
                <Link to={tabPath("contacts")}>{counts.contacts} new contacts</Link>
              </li>
              <li>
                <Link to={tabPath("applications")}>{counts.applications} new applications</Link>
              </li>
              <li>
                <Link to={tabPath("pitch-leads")}>{counts.leads} new leads</Link>
              </li>
              <li>
                <Link to={tabPath("consultancy-requests")}>
                  {counts.consultancyRequests} new consultancy requests
                </Link>
              </li>
              <li>
                <Link to={tabPath("funding-interest")}>
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
