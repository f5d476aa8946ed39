// The lists and figures of docs/product.md, section 9.3 and section 9.4, defined once. Every select,
// enum and test derives from these. A list only some pages use lives in a module of theirs instead
// (core/lead-choices.ts, core/contact-reasons.ts, core/currencies.ts, core/consultancy.ts,
// core/team-finder.ts, core/pitch-timer.ts, core/scorecard.ts, core/questions/application.ts), so
// that a page does not load every page's lists for one (docs/decisions/031-light-form-pages.md).

export { TOAST_LIFETIME_MS } from "./toast-lifetime";
export const SUBSCRIBER_FEEDBACK_MS = 3000;
export const COPY_BANNER_MS = 3000;
export const MEMBERS_GATE_DELAY_MS = 2000;

export const COHORT_COUNTDOWN_TARGET = "2026-05-25T00:00:00";

/** Events and cohorts are drafted, published (on the site) and archived (kept, off the site). */
export const PUBLICATION_STATUSES = ["draft", "published", "archived"] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
/** Who an event is for (docs/product.md, section 2.3: one private, one public event). */
export const EVENT_VISIBILITIES = ["Private", "Public"] as const;
/** How to register for an event: not at all (invitation), the funding application, or a link. */
export const EVENT_REGISTRATIONS = ["none", "application", "link"] as const;
/** The spec's registration button text (docs/product.md, section 2.3: 'Register Now'). */
export const REGISTER_LABEL = "Register Now";
export const MEETING_COUNTDOWN_REFRESH_MS = 1000;
export const MEETING_PURGE_CHECK_MS = 60_000;
export const MEETING_PURGE_AFTER_MS = 24 * 60 * 60 * 1000;

/** ₹5000, in paise. The server decides the price; the display divides by 100. */
export const APPLICATION_FEE_PAISE = 500_000;

export const CONTACT_STATUSES = ["Pending", "In Process", "Scheduled", "Resolved"] as const;
export const APPLICATION_STATUSES = ["Pending", "Scheduled", "In Discussion", "Resolved"] as const;
export const TASK_STATUSES = [
  "Pending",
  "In Progress",
  "Discussion Required",
  "Completed",
] as const;

export const DOCUMENT_CATEGORIES = [
  "Operating Procedures",
  "Minutes of the Meeting",
  "Future Plan",
  "Financial Documentation",
] as const;

/**
 * The console's two roles (docs/product.md, section 5.2): an admin does everything, a reviewer reads, scores and
 * comments on applications. Checked on the server for every route (api/plugins/auth.ts).
 */
export const STAFF_ROLES = ["admin", "reviewer"] as const;

/** How tightly the console's lists are set, chosen by each person (docs/decisions/055-list-beside-record.md). */
export const CONSOLE_DENSITIES = ["compact", "comfortable"] as const;
export const STAFF_ROLE_LABELS = { admin: "Admin", reviewer: "Reviewer" } as const satisfies Record<
  (typeof STAFF_ROLES)[number],
  string
>;
/** The shortest password a staff member may choose (npm run admin:create and an invitation alike). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** How long an invitation's link works (docs/product.md, section 5.2: 72 hours). */
export const STAFF_INVITATION_HOURS = 72;

export const APPLICATION_MINUTES = "15–20 minutes";
export const CONSULTANCY_FORM_MINUTES = "10–15 minutes";

export const DATA_RETENTION_YEARS = 7;
export const MINIMUM_AGE = 18;

/**
 * Appeals (docs/decisions/084-appeals.md): a declined founder may appeal once, within this many
 * days of the decline mail; the admin's target for deciding it, in business days from its receipt.
 */
export const APPEAL_WINDOW_DAYS = 30;
export const APPEAL_DECISION_TARGET_DAYS = 10;
/** What the appeal's reviewer recommends, and what the admin decides. */
export const APPEAL_RECOMMENDATIONS = ["uphold", "reconsider"] as const;
export const APPEAL_OUTCOMES = ["upheld", "overturned"] as const;
