// The calls users make, as the bench loads them: what each sends, how many clients, and what it
// needs signed in or seeded first (docs/architecture.md, section 6).
import { aContact, anApplication } from "../api/test/factories";
import { submission } from "../api/test/payments";
import type { ServerChild } from "./children";
import type { Target } from "./load";
import { BENCH_ADMIN, BENCH_SEARCH } from "./seed-admin-list";
import { BENCH_COUPON } from "./seed-coupon";
import { BENCH_REVIEWER } from "./seed-review-queue";

export const CALL_IDS = [
  "contact",
  "intake",
  "admin-list",
  "review-next",
  "review-scorecards",
  "founder-page",
] as const;
export type CallId = (typeof CALL_IDS)[number];

/** What the calls need from the running app, found or made once before they are loaded. */
export type CallContext = {
  app: ServerChild;
  adminToken: string | null;
  reviewerToken: string | null;
  /** An application with 10 submitted scorecards (the review seed's oldest). */
  reviewedId: string | null;
  /** A founder's private link token, for an application made through the intake. */
  founderToken: string | null;
};

export type Call = {
  id: CallId;
  /** BENCH_ONLY names a call by its id or its group. */
  group: string;
  title: string;
  /** Closed-loop clients; the admin list and the review queue are measured at 20. */
  clients?: number;
  target(context: CallContext): Omit<Target, "cpuUsage">;
};

const bearer = (token: string | null) => ({ authorization: `Bearer ${token ?? ""}` });

/** A free application (a coupon that makes the fee 0), as the form sends it. */
export const freeApplication = () =>
  submission(anApplication(), undefined, { finalPrice: 0, couponCode: BENCH_COUPON });

export const CALLS: readonly Call[] = [
  {
    id: "contact",
    group: "contact",
    title: "POST /api/contact (a message from the contact form)",
    target: ({ app }) => ({ url: `${app.url}/api/contact`, method: "POST", body: aContact() }),
  },
  {
    id: "intake",
    group: "intake",
    title: "POST /api/apply (an application, free with a coupon)",
    target: ({ app }) => ({ url: `${app.url}/api/apply`, method: "POST", body: freeApplication() }),
  },
  {
    id: "admin-list",
    group: "admin-list",
    title: "GET /api/admin/contacts (a searched page of 50)",
    clients: 20,
    target: ({ app, adminToken }) => ({
      url: `${app.url}/api/admin/contacts?q=${BENCH_SEARCH}&page=2&pageSize=50`,
      headers: bearer(adminToken),
    }),
  },
  {
    id: "review-next",
    group: "reviews",
    title: "GET /api/review-queue/next (past 1,000 skipped)",
    clients: 20,
    target: ({ app, reviewerToken }) => ({
      url: `${app.url}/api/review-queue/next`,
      headers: bearer(reviewerToken),
    }),
  },
  {
    id: "review-scorecards",
    group: "reviews",
    title: "GET …/scorecards (an application's 10)",
    clients: 20,
    target: ({ app, reviewerToken, reviewedId }) => ({
      url: `${app.url}/api/admin/applications/${reviewedId}/scorecards`,
      headers: bearer(reviewerToken),
    }),
  },
  {
    id: "founder-page",
    group: "founder",
    title: "GET /api/my-application (the founder's page)",
    target: ({ app, founderToken }) => ({
      url: `${app.url}/api/my-application`,
      headers: { "x-founder-token": founderToken ?? "" },
    }),
  },
];

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

const signIn = async (app: ServerChild, credentials: object) =>
  String((await post(`${app.url}/api/admin/login`, credentials)).token);

/** Signs in the seeded staff and makes one application, for the calls that run. */
export async function prepareCalls(app: ServerChild, calls: readonly Call[]): Promise<CallContext> {
  const needs = (...ids: CallId[]) => calls.some((call) => ids.includes(call.id));
  const context: CallContext = {
    app,
    adminToken: null,
    reviewerToken: null,
    reviewedId: null,
    founderToken: null,
  };
  if (needs("admin-list")) context.adminToken = await signIn(app, BENCH_ADMIN);
  if (needs("review-next", "review-scorecards")) {
    context.reviewerToken = await signIn(app, BENCH_REVIEWER);
    const oldest = await fetch(`${app.url}/api/admin/applications?sort=oldest&pageSize=1`, {
      headers: bearer(context.reviewerToken),
    });
    const { items } = (await oldest.json()) as { items: { _id: string; reviews: number }[] };
    // The oldest application is the one the seed gave 10 reviews.
    const reviewed = items.find((item) => item.reviews === 10);
    if (!reviewed) {
      throw new Error("the bench's 10-review application is missing");
    }
    context.reviewedId = reviewed._id;
  }
  if (needs("founder-page")) {
    const applied = await post(`${app.url}/api/apply`, freeApplication());
    context.founderToken = String(applied.founderToken);
  }
  return context;
}
