import type { AdminMe } from "../core/schemas/admin";
import { PATHS } from "./paths";

/**
 * The Operations tabs of the console, in menu order: each is the route `/admin-dashboard/<path>`,
 * its module `web/routes/admin-dashboard/<path>.tsx`, and with `record` a child route
 * `/admin-dashboard/<path>/:id` (`<path>.$id.tsx`) that shows one record beside the list. web/routes.ts
 * builds the console's route table from this list and the menu shows it, so a new tab is one entry
 * here and its route module (docs/architecture.md, "Add a console tab").
 *
 * First the spec's five tabs; then the review queue and weights (docs/decisions/020-scorecards.md);
 * the two forms the original threw away and we store (docs/architecture.md, rule 2); the events and
 * cohorts of the public site, the background work, the staff, the founder's e-mails and where saved
 * drafts stop. A tab is for admins unless it says `reviewers: true` (the server decides: a reviewer's
 * call to an admin's route answers 403; the menu only follows).
 */
export const CONSOLE_TABS = [
  { path: "contacts", label: "Contacts", record: true },
  { path: "subscribers", label: "Subscribers" },
  // Newsletters written and sent from the console (docs/decisions/047-mailing-list.md).
  { path: "newsletters", label: "Newsletters", record: true },
  { path: "applications", label: "Applications", record: true, reviewers: true },
  { path: "review-queue", label: "Review queue", record: true, reviewers: true },
  { path: "scorecard-weights", label: "Scorecard weights" },
  { path: "pitch-leads", label: "Pitch leads", record: true },
  { path: "consultancy-leads", label: "Consultancy leads", record: true },
  { path: "consultancy-requests", label: "Consultancy requests", record: true },
  { path: "funding-interest", label: "Funding interest", record: true },
  { path: "events-cohorts", label: "Events and cohorts" },
  { path: "background-work", label: "Failed jobs and mail" },
  { path: "staff", label: "Staff", record: true },
  { path: "mail-templates", label: "Decision e-mails" },
  { path: "drafts", label: "Unfinished applications" },
  // Backups, retention, founders' data requests, export (docs/decisions/051-retention-and-erasure.md).
  { path: "data-care", label: "Backups and data" },
  // The syndicated network's firms, who deals are shared with (docs/decisions/056-affiliated-firms.md).
  { path: "affiliated-firms", label: "Affiliated firms", record: true },
  // The weekend, zone and public holidays every business-day clock counts in (core/business-days.ts).
  { path: "business-days", label: "Business days" },
  // The firm's numbers over 12 months, in charts with their tables (docs/product.md, "Insights").
  { path: "insights", label: "Insights", reviewers: true },
] as const satisfies readonly ConsoleTab[];

type ConsoleTab = { path: string; label: string; record?: true; reviewers?: true };

/**
 * The menu's groups, in order, each naming its tabs (docs/product.md, section 5): a tab in no group
 * is shown last, so a new tab is never lost from the menu.
 */
export const MENU_GROUPS = [
  {
    label: "Pipeline",
    tabs: ["applications", "review-queue", "scorecard-weights", "drafts", "insights"],
  },
  { label: "Network", tabs: ["affiliated-firms"] },
  {
    label: "Audience",
    tabs: [
      "contacts",
      "subscribers",
      "newsletters",
      "pitch-leads",
      "consultancy-leads",
      "consultancy-requests",
      "funding-interest",
    ],
  },
  { label: "Site", tabs: ["events-cohorts", "mail-templates"] },
  { label: "Team and data", tabs: ["staff", "business-days", "background-work", "data-care"] },
] as const satisfies readonly { label: string; tabs: readonly ConsoleTabPath[] }[];

/** This person's tabs by menu group, empty groups left out. */
export const menuGroupsFor = (me: Pick<AdminMe, "role">) => {
  const mine = tabsFor(me);
  const grouped = new Set<string>(MENU_GROUPS.flatMap((group) => group.tabs));
  return [
    ...MENU_GROUPS.map((group) => ({
      label: group.label,
      tabs: mine.filter((tab) => (group.tabs as readonly string[]).includes(tab.path)),
    })),
    { label: "Other", tabs: mine.filter((tab) => !grouped.has(tab.path)) },
  ].filter((group) => group.tabs.length > 0);
};
export type ConsoleTabPath = (typeof CONSOLE_TABS)[number]["path"];

const CONSOLE_PATH = PATHS.adminDashboard;
/** The Assignments view: the admin team's tasks, meetings, pitch slots and documents. */
export const ASSIGNMENTS_PATH = `${CONSOLE_PATH}/assignments`;

/** Where a tab lives: /admin-dashboard/contacts. */
export const tabPath = (tab: ConsoleTabPath) => `${CONSOLE_PATH}/${tab}`;

/**
 * The console's screens with an address of their own: its tabs and Assignments. Their data loads
 * in the browser, so the build prerenders each as the frame it loads into
 * (react-router.config.ts, docs/decisions/034-server-rendering.md).
 */
export const CONSOLE_SCREEN_PATHS = [
  ...CONSOLE_TABS.map((tab) => tabPath(tab.path)),
  ASSIGNMENTS_PATH,
];

/** Whether this person may open the tab: admins all, reviewers those that say so. */
export const mayOpen = (me: Pick<AdminMe, "role">, tab: (typeof CONSOLE_TABS)[number]) =>
  me.role === "admin" || ("reviewers" in tab && tab.reviewers);

/** The tabs this person may open, in menu order. */
export const tabsFor = (me: Pick<AdminMe, "role">) =>
  CONSOLE_TABS.filter((tab) => mayOpen(me, tab));

/** The tab a path is under (/admin-dashboard/contacts/…), if any. */
export const tabOfPath = (pathname: string) => {
  const segment = pathname.slice(CONSOLE_PATH.length + 1).split("/")[0];
  return CONSOLE_TABS.find((tab) => tab.path === segment);
};

/** Where the console opens for this person: their first tab (a reviewer's Applications). */
export const firstTabPath = (me: Pick<AdminMe, "role">) =>
  tabPath((tabsFor(me)[0] ?? CONSOLE_TABS[0]).path);
