import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { anApplication } from "../api/test/factories";
import { SCORED_TOPICS } from "../core/scorecard";
import { E2E_ADMIN, E2E_COUPONS } from "./seed-data";

/** Signs in through the API (as the seeded admin unless told) and leaves the token where the console keeps it. */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  staff: { username: string; password: string } = E2E_ADMIN,
) {
  const response = await request.post("/api/admin/login", {
    data: { username: staff.username, password: staff.password },
  });
  const { token, name } = await response.json();
  await page.addInitScript(
    ([value, adminName]) => {
      // Runs in every frame: a PDF shown in a frame has no localStorage, and a sandboxed frame (a
      // newsletter's HTML preview) throws on reading it.
      try {
        if (!window.localStorage) return;
      } catch {
        return;
      }
      if (!localStorage.getItem("adminToken")) {
        localStorage.setItem("adminToken", value);
        localStorage.setItem("adminName", adminName);
      }
    },
    [token, name] as const,
  );
  return token as string;
}

export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/**
 * Applies as the application form does in test mode (order, test checkout, submission), through
 * the API; answers the stored application and its founder's private-page token.
 */
export async function applyPaidInTestMode(
  request: APIRequestContext,
  startupName: string,
  email?: string,
  language: "en" | "ar" = "en",
) {
  const answers = anApplication({ startupName, ...(email ? { email } : {}) });
  const order = await (
    await request.post("/api/payment/create-order", {
      data: { amount: 500000, answers, language },
    })
  ).json();
  const proof = await (
    await request.post("/api/payment/test-checkout", { data: { orderId: order.orderId } })
  ).json();
  const applied = await request.post("/api/apply", {
    data: {
      ...answers,
      paymentId: proof.razorpay_payment_id,
      couponCode: null,
      finalPrice: order.amount,
      partnerName: null,
      payment: proof,
      language,
    },
  });
  expect(applied.status()).toBe(201);
  return (await applied.json()) as { _id: string; founderToken: string };
}

/**
 * An application sent with the partner's free coupon, as the form does when nothing is due. The
 * journeys that decide an application use it: a paid one's decision would count in the firm's time
 * to decision, which e2e/founder-clock.spec.ts counts to its 10th decision exactly.
 */
export async function applyFree(
  request: APIRequestContext,
  startupName: string,
  language: "en" | "ar",
) {
  const { code, partnerName } = E2E_COUPONS.free;
  const applied = await request.post("/api/apply", {
    data: {
      ...anApplication({ startupName }),
      paymentId: null,
      couponCode: code,
      finalPrice: 0,
      partnerName,
      language,
    },
  });
  expect(applied.status()).toBe(201);
  return (await applied.json()) as { _id: string; founderToken: string };
}

/** Opens a scorecard topic's note (notes open on demand), once. */
export async function openNote(scope: Locator, topic: string) {
  const button = scope.getByRole("button", { name: new RegExp(`^Note.* on ${topic}`) });
  if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
}

/**
 * Opens a tab of the open record as a person would: the tab itself when it is on the line, else
 * from "Other tabs" (a record's tabs that do not fit leave the line; docs/product.md, section 5.3).
 * Retried until the record has settled and the tab is selected.
 */
export async function openRecordTab(scope: Page | Locator, name: string) {
  const page = "goto" in scope ? scope : scope.page();
  const tab = scope.getByRole("tab", { name, exact: true });
  await expect(async () => {
    if (await tab.isVisible()) await tab.click({ timeout: 1000 });
    else {
      await scope.getByRole("button", { name: "Other tabs" }).click({ timeout: 1000 });
      await page.getByRole("menuitem", { name, exact: true }).click({ timeout: 1000 });
    }
    await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 1000 });
  }).toPass();
}

/** A staff member's API token. */
export async function tokenOf(
  request: APIRequestContext,
  staff: { username: string; password: string },
) {
  const { username, password } = staff;
  const response = await request.post("/api/admin/login", { data: { username, password } });
  return (await response.json()).token as string;
}

/** The headers of a staff member's API calls. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A submitted scorecard: every topic at `score`. */
export async function score(request: APIRequestContext, token: string, id: string, score: number) {
  const response = await request.put(`/api/admin/applications/${id}/scorecard`, {
    headers: bearer(token),
    data: {
      scores: Object.fromEntries(SCORED_TOPICS.map((topic) => [topic, score])),
      notes: {},
      redFlag: false,
      submit: true,
    },
  });
  expect(response.status()).toBe(200);
}
