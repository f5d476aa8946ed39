import { Suspense, use, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { Notifications } from "../../../../core/schemas/admin";
import { tabPath } from "../../../console-tabs";
import { adminApi } from "../admin-api";
import { DealEvents } from "./deal-events";
import { useDealNotifications } from "./deal-notifications";
import { useOverdueApplications } from "./overdue-applications";
import { OverdueEvents } from "./overdue-events";

/** The counts as the console's loader asked for them; null when they could not be read. */
type BellProps = { counts: Promise<Notifications | null> };

/**
 * How many contacts, applications, leads, consultancy requests and funding interest arrived since the admin last opened the bell. Opening
 * it shows the breakdown and starts the count again from now; a reload alone clears nothing.
 * Below them, the paid applications past the decision target, there until decided (docs/product.md,
 * 5.13), and what firms did with the deals this admin shared, each unread until marked read
 * (docs/decisions/065-deal-notifications.md). Escape closes the panel, back to the bell.
 */
export function NotificationBell({ counts }: BellProps) {
  // The panel's state lives above the counts' Suspense: the bell is drawn before they arrive and
  // again once they have, and an open panel must stay open across that.
  const panel = useBellPanel();
  return (
    <Suspense fallback={<Bell counts={null} panel={panel} />}>
      <LoadedBell counts={counts} panel={panel} />
    </Suspense>
  );
}

function LoadedBell({ counts, panel }: BellProps & { panel: BellPanel }) {
  return <Bell counts={use(counts)} panel={panel} />;
}

type BellPanel = ReturnType<typeof useBellPanel>;

function useBellPanel() {
  const [open, setOpen] = useState(false);
  const deals = useDealNotifications();
  const overdue = useOverdueApplications();
  const button = useRef<HTMLButtonElement>(null);
  // Following one of its links closes the panel: it would cover the screen the link opened.
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  function toggle(counted: boolean) {
    // Nothing on screen changes with it: the bell keeps what it counted on arrival.
    if (!open && counted) void adminApi.markNotificationsSeen().catch(() => undefined);
    if (!open) {
      void deals.refresh();
      void overdue.refresh();
    }
    setOpenedAt(pathname);
    setOpen(!open);
  }
  // Escape closes the open panel, wherever the focus is in it, and gives the focus back. The panel
  // is the topmost layer: it hears Escape first (the capture phase, before any other key handler
  // of the page) and marks it handled, so what lies under it (an open record) stays open.
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    window.addEventListener("keydown", closeOnEscape, { capture: true });
    return () => window.removeEventListener("keydown", closeOnEscape, { capture: true });
  }, [open]);
  return { open, toggle, deals, overdue, button };
}

function Bell({ counts, panel }: { counts: Notifications | null; panel: BellPanel }) {
  const { open, deals, overdue, button } = panel;
  const total = counts
    ? counts.contacts +
      counts.applications +
      counts.leads +
      counts.consultancyRequests +
      counts.fundingInterest
    : 0;
  const unread = deals.data && deals.data !== "failed" ? deals.data.unread : 0;
  const late = overdue.data && overdue.data !== "failed" ? overdue.data.total : 0;
  const label = [
    total === 1 ? "1 new item since your last visit" : `${total} new items since your last visit`,
    ...(late > 0 ? [late === 1 ? "1 overdue application" : `${late} overdue applications`] : []),
    ...(unread > 0 ? [unread === 1 ? "1 unread deal event" : `${unread} unread deal events`] : []),
  ].join(", ");
  const badge = total + late + unread;
  return (
    <div className="bell">
      <button
        ref={button}
        type="button"
        className="bell__button"
        aria-expanded={open}
        aria-label={`Notifications: ${label}`}
        onClick={() => panel.toggle(counts !== null)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"
          />
        </svg>
        {badge > 0 ? <span className="bell__count">{badge}</span> : null}
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
          <OverdueEvents overdue={overdue.data} />
          <DealEvents notifications={deals.data} markRead={deals.markRead} />
        </section>
      ) : null}
    </div>
  );
}
