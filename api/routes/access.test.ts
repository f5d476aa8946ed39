import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { App } from "../app";
import { ADMINS_ONLY_MESSAGE } from "../plugins/auth";
import { loginAsAdmin, loginAsReviewer } from "../test/admin";
import { useTestApp } from "../test/helpers";

/**
 * The routes anyone may call: the public site's writes, the payment flow, sign-in, health, and the
 * published events and cohorts.
 * Every other route of /api needs a staff session (deny by default, docs/architecture.md). A route
 * added without a thought for access is therefore staff-only, and this test checks it; a route
 * declared public must be added here, on purpose.
 */
const PUBLIC_ROUTES = [
  "GET /api/health",
  "GET /api/events",
  "GET /api/cohorts",
  "POST /api/newsletter/subscribe",
  // The links in the list's mails: each needs its own token (api/newsletter/subscriptions.ts).
  "POST /api/newsletter/confirm",
  "POST /api/newsletter/unsubscribe",
  "POST /api/newsletter/subscribe-again",
  // The mail provider's bounces and complaints, signed (api/newsletter/mail-events.ts).
  "POST /api/mail/events",
  "POST /api/contact",
  "POST /api/leads",
  "POST /api/funding-interest",
  "POST /api/consultancy-requests",
  "POST /api/coupon/verify",
  "POST /api/payment/create-order",
  "POST /api/payment/test-checkout",
  "POST /api/payment/webhook",
  "POST /api/apply",
  "POST /api/admin/login",
  "POST /api/my-application/link",
  ...founderRoutes(),
  "POST /api/application-drafts",
  "POST /api/application-drafts/resume",
  // The step after the password: each needs that sign-in's challenge token (api/staff/second-step.ts).
  "POST /api/admin/login/code",
  // A sign-in without scripts, taken over from its HttpOnly cookie (docs/decisions/091-sign-in-without-scripts.md).
  "POST /api/admin/login/take-over",
  "POST /api/admin/login/totp-setup",
  "POST /api/admin/login/totp-setup/confirm",
  "POST /api/staff-invitations/details",
  "POST /api/staff-invitations/accept",
  // The firm viewer's deal room: a link's token, then the viewer cookie (docs/decisions/058-deal-sharing.md).
  "POST /api/deal-room/open",
  "POST /api/deal-room/code",
  "POST /api/deal-room/verify",
  // A mail's answer link: its own token (docs/decisions/080-answers-from-the-mail.md).
  "POST /api/deal-room/answer-link",
  "POST /api/deal-room/answer-link/answer",
  ...dealViewerRoutes(),
].sort();

/**
 * The staff routes a reviewer may call (docs/product.md, section 5.2: applications read, score, comment; no status
 * changes, subscribers, exports, staff management, contacts or leads). Each declares
 * `config: { reviewers: true }`; every other staff route is for admins only and answers a reviewer
 * with 403. A route opened to reviewers must be added here, on purpose.
 */
const REVIEWER_ROUTES = [
  "GET /api/admin/me",
  "POST /api/admin/logout",
  "GET /api/admin/applications",
  "GET /api/admin/applications/{id}",
  "GET /api/admin/applications/{id}/founder-side",
  "GET /api/admin/applications/{id}/receipt",
  "GET /api/admin/applications/{id}/decks/{deckId}",
  "POST /api/apply/get-report",
  // Scorecards, the review queue and comments (docs/decisions/020-scorecards.md); not the weights' change.
  "GET /api/admin/applications/{id}/scorecards",
  "PUT /api/admin/applications/{id}/scorecard",
  "GET /api/admin/applications/{id}/comments",
  "POST /api/admin/applications/{id}/comments",
  "GET /api/review-queue/next",
  "POST /api/review-queue/set-aside",
  "DELETE /api/review-queue/set-aside/{id}",
  "GET /api/admin/scorecard-weights",
  // Their own Account screen: authenticator app, recovery codes, sessions (routes/account).
  "PUT /api/account/conflicts",
  "PUT /api/account/preferences",
  "GET /api/account/conflicts",
  "GET /api/account/security",
  "POST /api/account/totp/setup",
  "POST /api/account/totp/confirm",
  "POST /api/account/totp/disable",
  "POST /api/account/recovery-codes",
  "POST /api/account/password",
  "GET /api/account/sessions",
  "DELETE /api/account/sessions/{id}",
  "POST /api/account/sessions/end-others",
  // Saved views of the lists (docs/decisions/030-bulk-selection-and-saved-views.md); bulk actions stay admin-only.
  "GET /api/admin/views",
  "POST /api/admin/views",
  "PATCH /api/admin/views/{id}",
  "DELETE /api/admin/views/{id}",
  // A deal's syndication board, read only; its CSV and introduction meetings stay admins' work
  // (docs/decisions/062-deal-answers-and-engagement.md).
  "GET /api/admin/applications/{id}/syndication-board",
  // The Insights screen's figures, read only (api/insights/), the appeals' counts with them;
  // the open appeals a reviewer has (the review queue lists them).
  "GET /api/admin/insights",
  "GET /api/admin/appeals/counts",
  "GET /api/admin/appeals/open",
  // An appeal assigned to the reviewer, and their recommendation (docs/decisions/084-appeals.md).
  "GET /api/admin/applications/{id}/appeal",
  "PUT /api/admin/applications/{id}/appeal/recommendation",
].sort();

/**
 * The founder's page: public (no staff session), but each needs the private link's token and
 * answers 403 without a live one (api/founder/founder-access.ts).
 */
function founderRoutes() {
  return [
    "GET /api/my-application",
    "GET /api/my-application/pitch-slot",
    "GET /api/my-application/pitch-slot/calendar",
    "POST /api/my-application/pitch-slot",
    "PUT /api/my-application/pitch-slot",
    "DELETE /api/my-application/pitch-slot",
    "GET /api/my-application/receipt",
    "PUT /api/my-application/deck",
    "POST /api/my-application/deck-link",
    "GET /api/my-application/decks/{deckId}",
    "GET /api/my-application/data",
    "POST /api/my-application/erase",
    "POST /api/my-application/appeal",
    "GET /api/my-application/credit-notes/{refundId}",
  ];
}

/**
 * The firm viewer's routes: public (no staff session), each answering 403 without a live viewer
 * session, whatever else is sent (api/deals/deal-room.ts).
 */
function dealViewerRoutes() {
  return [
    "GET /api/deal-room/me",
    "POST /api/deal-room/terms",
    "GET /api/deal-room/deal",
    "GET /api/deal-room/deck",
    "GET /api/deal-room/deck/download",
    // The firm's answer and the page's engagement reports (docs/decisions/062-deal-answers-and-engagement.md).
    "GET /api/deal-room/answer",
    "PUT /api/deal-room/answer",
    "POST /api/deal-room/engagement",
    // Questions on the deal (docs/decisions/064-deal-questions.md).
    "GET /api/deal-room/questions",
    "POST /api/deal-room/questions",
  ];
}

type Route = { method: string; path: string; roles: string[] | undefined };

/**
 * Every route of /api in Fastify's route table, as the OpenAPI document lists it, with the roles
 * its config lets in (`x-staff-roles`, written from the same config the access hook reads).
 */
function apiRoutes(app: App): Route[] {
  const paths = app.swagger().paths ?? {};
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries((operations ?? {}) as Record<string, { "x-staff-roles"?: string[] }>)
      .filter(([method]) => method !== "parameters")
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        roles: operation["x-staff-roles"],
      }))
      .filter(({ path: routePath }) => routePath.startsWith("/api/")),
  );
}

const key = ({ method, path }: Route) => `${method} ${path}`;
/** A concrete URL for a path with `{param}`s: any well-formed id will do, nothing is reached. */
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, () => randomUUID());
const staffRoutes = (app: App) =>
  apiRoutes(app).filter((route) => !PUBLIC_ROUTES.includes(key(route)));
/** Calls a route with an empty body (GET: none) and any ids: what matters is who gets past the door. */
const call = (app: App, route: Route, headers: Record<string, string>) =>
  app.inject({
    method: route.method as "GET",
    url: urlOf(route.path),
    payload: route.method === "GET" ? undefined : {},
    headers,
  });
/** Signing out ends the session the other calls use, so it comes last. */
const logoutLast = (routes: Route[]) =>
  [...routes].sort(
    (a, b) =>
      Number(key(a) === "POST /api/admin/logout") - Number(key(b) === "POST /api/admin/logout"),
  );

describe("access to the API", () => {
  const t = useTestApp();

  it("declares exactly the public routes listed here, and sees the staff routes", () => {
    const routes = apiRoutes(t.app);
    expect(
      routes
        .filter((route) => PUBLIC_ROUTES.includes(key(route)))
        .map(key)
        .sort(),
    ).toEqual(PUBLIC_ROUTES);
    // The console's calls are there to be checked (a sanity check that the table was read whole).
    expect(staffRoutes(t.app).map(key)).toEqual(
      expect.arrayContaining([
        "GET /api/contact/all",
        "PATCH /api/apply/update-status",
        "GET /api/admin/applications.csv",
        "DELETE /api/todo/{id}/subtask/{subtaskId}",
      ]),
    );
    expect(staffRoutes(t.app).length).toBeGreaterThan(30);
  });

  it("answers 401 on every staff route without a token, with a forged one and after logout", async () => {
    const { headers } = await loginAsAdmin(t.app, t.db);
    await t.app.inject({ method: "POST", url: "/api/admin/logout", headers });
    const forged = { authorization: `Bearer ${"x".repeat(43)}` };
    const failures: string[] = [];
    for (const route of staffRoutes(t.app)) {
      const method = route.method as "GET";
      const url = urlOf(route.path);
      const payload = method === "GET" ? undefined : {};
      for (const [who, sent] of [
        ["no token", {}],
        ["a forged token", forged],
        ["a signed-out token", headers],
      ] as const) {
        const response = await t.app.inject({ method, url, payload, headers: sent });
        if (response.statusCode !== 401) {
          failures.push(`${key(route)} with ${who}: ${response.statusCode}`);
        } else if (who === "no token") {
          expect(response.json()).toEqual({ message: "Please sign in to continue." });
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("opens exactly the listed routes to reviewers, as their config declares", () => {
    const staff = staffRoutes(t.app);
    expect(
      staff
        .filter((route) => route.roles?.includes("reviewer"))
        .map(key)
        .sort(),
    ).toEqual(REVIEWER_ROUTES);
    // Every staff route says who may call it; none is open to nobody.
    expect(staff.filter((route) => !route.roles?.includes("admin")).map(key)).toEqual([]);
  });

  it("answers a signed-in reviewer 403, not 401, on every admin-only route", async () => {
    const { headers } = await loginAsReviewer(t.app, t.db);
    const failures: string[] = [];
    for (const route of staffRoutes(t.app).filter((r) => !REVIEWER_ROUTES.includes(key(r)))) {
      const response = await call(t.app, route, headers);
      if (response.statusCode !== 403) failures.push(`${key(route)}: ${response.statusCode}`);
      else expect(response.json()).toEqual({ message: ADMINS_ONLY_MESSAGE });
    }
    expect(failures).toEqual([]);
    // The reviewer's session is still live: 403 refuses the call, not the person.
    const me = await t.app.inject({ method: "GET", url: "/api/admin/me", headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ role: "reviewer" });
  });

  it("lets a reviewer through on the reviewer routes, and an admin through on every staff route", async () => {
    const reviewer = await loginAsReviewer(t.app, t.db);
    const admin = await loginAsAdmin(t.app, t.db);
    const failures: string[] = [];
    const reviewerRoutes = staffRoutes(t.app).filter((r) => REVIEWER_ROUTES.includes(key(r)));
    for (const [who, headers, routes] of [
      ["a reviewer", reviewer.headers, reviewerRoutes],
      ["an admin", admin.headers, staffRoutes(t.app)],
    ] as const) {
      for (const route of logoutLast(routes)) {
        const { statusCode } = await call(t.app, route, headers);
        if (statusCode === 401 || statusCode === 403 || statusCode >= 500) {
          failures.push(`${key(route)} as ${who}: ${statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("lets every public route be reached without a token", async () => {
    for (const route of apiRoutes(t.app).filter((r) => PUBLIC_ROUTES.includes(key(r)))) {
      const response = await t.app.inject({
        method: route.method as "GET",
        url: urlOf(route.path),
        payload: route.method === "GET" ? undefined : {},
      });
      expect(response.statusCode, key(route)).not.toBe(401);
    }
  });

  it("answers 403 on every founder route without a live private link, staff session or not", async () => {
    const { headers } = await loginAsAdmin(t.app, t.db);
    for (const route of founderRoutes()) {
      const [method, path] = route.split(" ") as ["GET", string];
      for (const sent of [{}, { "x-founder-token": "x".repeat(43) }, headers]) {
        const response = await t.app.inject({
          method,
          url: urlOf(path),
          payload: method === "GET" ? undefined : {},
          headers: sent,
        });
        expect(response.statusCode, route).toBe(403);
      }
    }
  });

  it("answers an unknown /api path with 404, signed in or not", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/no-such-call" });
    expect(response.statusCode).toBe(404);
  });

  it("answers 403 on every deal viewer route without a live viewer session, staff session or not", async () => {
    const { headers } = await loginAsAdmin(t.app, t.db);
    for (const route of dealViewerRoutes()) {
      const [method, path] = route.split(" ") as ["GET", string];
      for (const sent of [{}, { cookie: `nv_deal=${"x".repeat(43)}` }, headers]) {
        const response = await t.app.inject({
          method,
          url: path,
          payload: method === "GET" ? undefined : { accept: true },
          headers: sent,
        });
        expect(response.statusCode, route).toBe(403);
        expect(response.json()).toEqual({
          message:
            "This link does not open a deal. Ask the person who sent it to you for a new one.",
        });
      }
    }
  });
});
