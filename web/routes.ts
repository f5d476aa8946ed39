import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { DIGITS_PATH } from "../core/languages";
import { CONSOLE_TABS } from "./console-tabs";
import { LEGAL_SLUGS } from "./content/legal-pages";
import { ARABIC_PREFIX, localePath } from "./i18n/locales";
import { DUPLICATE_PATHS, PATHS, SITE_PAGES, TEAM_PROFILES, teamProfilePath } from "./paths";

// The route table of docs/product.md, section 2.2: the site's pages from their list in web/paths.ts,
// the legal pages and team profiles from theirs. /test-1 to /test-7 reuse the module of the page
// they duplicate.

const pages = [
  ...Object.values(SITE_PAGES).map(({ path, module }) =>
    route(path, `routes/${module}.tsx`, { id: module }),
  ),
  ...LEGAL_SLUGS.map((slug) => route(`/${slug}`, "routes/legal-page.tsx", { id: slug })),
  ...TEAM_PROFILES.map((profile) =>
    route(teamProfilePath(profile.slug), "routes/team-profile.tsx", { id: `team-${profile.slug}` }),
  ),
];
const moduleOf = (path: string) => {
  const duplicated = pages.find((page) => page.path === path);
  if (!duplicated) throw new Error(`${path} is duplicated by a /test-N route but has no page`);
  return duplicated.file;
};

/** A console tab: its module, and the module of one of its records beside the list. */
const consoleTab = (tab: (typeof CONSOLE_TABS)[number]) =>
  route(
    tab.path,
    `routes/admin-dashboard/${tab.path}.tsx`,
    { id: `console-${tab.path}` },
    "record" in tab
      ? [
          route(":id", `routes/admin-dashboard/${tab.path}.$id.tsx`, {
            id: `console-${tab.path}-record`,
          }),
        ]
      : [],
  );

const sitePages = [
  ...pages,
  ...DUPLICATE_PATHS.map(({ path, of }) => route(path, moduleOf(of), { id: path.slice(1) })),
];

/** The same page in Arabic, under /ar: the same module, which reads its language from the URL. */
const arabic = (page: (typeof sitePages)[number]) =>
  route(localePath("ar", page.path ?? "/"), page.file, { id: `ar-${page.id}` });

export default [
  layout("routes/site-layout.tsx", [
    ...sitePages,
    route("*", "routes/not-found.tsx", { id: "not-found" }),
  ]),
  // Every public page again under /ar, from the same list (docs/decisions/059-languages.md).
  layout("routes/site-layout.tsx", { id: "ar-site-layout" }, [
    ...sitePages.map(arabic),
    route(`${ARABIC_PREFIX}/*`, "routes/not-found.tsx", { id: "ar-not-found" }),
  ]),
  // Where the Arabic footer's choice of digits posts: sets its cookie, goes back (web/i18n/digits.ts).
  route(DIGITS_PATH, "routes/digits.ts", { id: "digits" }),
  // Client-only screens, without the public frame.
  route(PATHS.payment, "routes/payment.tsx", { id: "payment" }),
  route(localePath("ar", PATHS.payment), "routes/payment.tsx", { id: "ar-payment" }),
  route(PATHS.adminLogin, "routes/admin-login.tsx", { id: "admin-login" }),
  route(PATHS.adminInvite, "routes/admin-invite.tsx", { id: "admin-invite" }),
  route(PATHS.dealRoom, "routes/deal-room.tsx", { id: "deal-room" }),
  route(PATHS.dealRoomAnswer, "routes/deal-room-answer.tsx", { id: "deal-room-answer" }),
  // The same room for a firm's person who reads Arabic (docs/decisions/088-deal-room-in-arabic.md).
  route(localePath("ar", PATHS.dealRoom), "routes/deal-room.tsx", { id: "ar-deal-room" }),
  route(localePath("ar", PATHS.dealRoomAnswer), "routes/deal-room-answer.tsx", {
    id: "ar-deal-room-answer",
  }),
  // The staff's screens: who is signed in, the header and the bell. The console's entry lands on
  // the person's first tab; each tab is a route of its own (web/console-tabs.ts).
  layout("routes/staff-layout.tsx", { id: "staff" }, [
    route(PATHS.adminDashboard, "routes/admin-dashboard.tsx", { id: "admin-dashboard" }, [
      index("routes/admin-dashboard/index.tsx", { id: "console-index" }),
      layout("routes/admin-dashboard/operations.tsx", { id: "console-operations" }, [
        ...CONSOLE_TABS.map(consoleTab),
        route("*", "routes/admin-dashboard/unknown-tab.tsx", { id: "console-unknown-tab" }),
      ]),
      route("assignments", "routes/admin-dashboard/assignments.tsx", {
        id: "console-assignments",
      }),
      // Read by fetchers, no screens of their own: a list's saved views, a pitch deck's PDF, the
      // preview of a newsletter being written, what the command palette's search finds, the bell's
      // deal events and overdue applications.
      route("views/:list", "routes/admin-dashboard/views.$list.tsx", { id: "console-views" }),
      route("search", "routes/admin-dashboard/search.tsx", { id: "console-search" }),
      route("deal-events", "routes/admin-dashboard/deal-events.tsx", { id: "console-deal-events" }),
      route("overdue-applications", "routes/admin-dashboard/overdue-applications.tsx", {
        id: "console-overdue-applications",
      }),
      route("newsletter-preview", "routes/admin-dashboard/newsletter-preview.tsx", {
        id: "console-newsletter-preview",
      }),
      route(
        "decks/:applicationId/:deckId",
        "routes/admin-dashboard/decks.$applicationId.$deckId.tsx",
        {
          id: "console-deck",
        },
      ),
    ]),
    route(PATHS.adminAccount, "routes/admin-account.tsx", { id: "admin-account" }),
    route(PATHS.adminApiReference, "routes/admin-api-reference.tsx", { id: "admin-api-reference" }),
  ]),
  route(PATHS.report, "routes/report.tsx", { id: "report" }),
] satisfies RouteConfig;
