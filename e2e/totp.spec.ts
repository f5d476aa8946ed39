import type { Page } from "@playwright/test";
import { appCode } from "./authenticator-code";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";
import { E2E_TOTP_STAFF } from "./seed-data";

// A staff member turns on two-step sign-in from the Account screen, signs in with the app's code
// and with a recovery code, and ends a session on another device. The codes are computed here from
// the secret the page shows, as an authenticator app would (RFC 6238: SHA-1, 6 digits, 30 s).

const FIREFOX_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

async function enterPassword(page: Page) {
  // With the page hydrated, the login posts to its clientAction (without scripts, to its server
  // action: e2e/sign-in-without-scripts.spec.ts).
  await gotoHydrated(page, "/admin-login");
  await page.getByLabel("Username").fill(E2E_TOTP_STAFF.username);
  await page.getByLabel("Password").fill(E2E_TOTP_STAFF.password);
  await page.getByRole("button", { name: "Login" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
}

test("a staff member turns on two-step sign-in, signs in with a code and a recovery code, and ends another session", async ({
  page,
  playwright,
  baseURL,
  allowConsoleErrors,
}) => {
  test.setTimeout(90_000);
  // The wrong codes below are answered 401, and the wrong password for new codes 400, which the
  // browser logs.
  allowConsoleErrors(/status of 40[01]/);
  await enterPassword(page);
  await expect(page).toHaveURL(/\/admin-dashboard/);
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await expect(page.getByText("Signing in asks for your password only.")).toBeVisible();
  await expect(page.getByText("This device", { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Set-up: a QR code drawn by our server, the key in text, then the app's code.
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  const qr = page.getByRole("img", { name: /QR code that adds your Nakhla Ventures account/ });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  expect(secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel("Code from the app").fill("123");
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Enter the 6-digit code from your app")).toBeVisible();
  await page.getByLabel("Code from the app").fill(appCode(secret));
  await page.getByRole("button", { name: "Turn on" }).click();

  // Ten recovery codes, shown once.
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  const codes = await page.getByTestId("recovery-codes").getByRole("listitem").allTextContents();
  expect(codes).toHaveLength(10);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("10 recovery codes left.")).toBeVisible();

  // Signing in now asks for the code after the password. The set-up's code is spent: the next one.
  await signOut(page);
  await enterPassword(page);
  await expect(page.getByText("Enter the code from your authenticator app.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "That code is not right. Enter the code from your authenticator app, or a recovery code.",
  );
  await page.getByLabel("Authentication code").fill(appCode(secret, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard/);

  // A recovery code signs in once, and the Account screen says how many are left.
  await signOut(page);
  await enterPassword(page);
  await page.getByLabel("Authentication code").fill(codes[0] ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin-account$/);
  await expect(page.getByText("9 recovery codes are left.")).toBeVisible();
  await expect(page.getByText("9 recovery codes left.")).toBeVisible();
  // Said once: a reload does not say it again.
  await page.reload();
  await expect(page.getByText("9 recovery codes left.")).toBeVisible();
  await expect(page.getByText("You signed in with a recovery code")).toHaveCount(0);
  await signOut(page);
  await enterPassword(page);
  await page.getByLabel("Authentication code").fill(codes[0] ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText(/That code is not right/);
  await page.getByLabel("Authentication code").fill(codes[1] ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin-account$/);

  // Another device signs in (with another recovery code), and is ended from here.
  const elsewhere = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "user-agent": FIREFOX_WINDOWS },
  });
  const password = await elsewhere.post("/api/admin/login", {
    data: { username: E2E_TOTP_STAFF.username, password: E2E_TOTP_STAFF.password },
  });
  const signedIn = await elsewhere.post("/api/admin/login/code", {
    data: { challenge: (await password.json()).challenge, code: codes[2] },
  });
  const otherToken: string = (await signedIn.json()).token;
  const asOther = { authorization: `Bearer ${otherToken}` };
  expect((await elsewhere.get("/api/admin/me", { headers: asOther })).status()).toBe(200);

  await page.reload();
  const sessions = page.getByRole("region", { name: "Where you are signed in" });
  await expect(sessions.getByText("Firefox on Windows")).toBeVisible();
  await expect(sessions.getByText("This device", { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await sessions.getByRole("button", { name: /End the session on Firefox on Windows/ }).click();
  await expect(page.locator(".toasts").getByText("Session ended.")).toBeVisible();
  await expect(sessions.getByText("Firefox on Windows")).toHaveCount(0);
  expect((await elsewhere.get("/api/admin/me", { headers: asOther })).status()).toBe(401);
  await elsewhere.dispose();

  // New recovery codes need the password again: none, then a wrong one, are refused in the form.
  await page.getByRole("button", { name: "Make new recovery codes" }).click();
  const proof = page.getByRole("form", { name: "Make new codes" });
  await expect(proof.getByLabel("Password or code from your app")).toBeFocused();
  await proof.getByRole("button", { name: "Make new codes" }).click();
  await expect(proof.getByRole("alert")).toHaveText("Enter your password or a code from your app");
  await proof.getByLabel("Password or code from your app").fill("not my password");
  await proof.getByRole("button", { name: "Make new codes" }).click();
  await expect(proof.getByRole("alert")).toHaveText(
    "That is not your password or a current code from your app.",
  );
  expect(await axeViolations(page)).toEqual([]);
  await proof.getByLabel("Password or code from your app").fill(E2E_TOTP_STAFF.password);
  await proof.getByRole("button", { name: "Make new codes" }).click();
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  const renewed = await page.getByTestId("recovery-codes").getByRole("listitem").allTextContents();
  expect(renewed).toHaveLength(10);
  expect(renewed).not.toContain(codes[3]);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("10 recovery codes left.")).toBeVisible();

  // Turned off with the password: signing in asks for the password only again.
  await page.getByRole("button", { name: "Turn off" }).click();
  const off = page.getByRole("form", { name: "Turn off" });
  await off.getByLabel("Password or code from your app").fill(E2E_TOTP_STAFF.password);
  await off.getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByText("Signing in asks for your password only.")).toBeVisible();
});
