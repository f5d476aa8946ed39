import { bearer, tokenOf } from "./admin-fixtures";
import { appCode } from "./authenticator-code";
import { axeViolationsWithoutScripts, expect, shoot, test } from "./fixtures";
import { E2E_NO_SCRIPTS_STAFF as STAFF } from "./seed-data";

// A staff member signs in to the console from a browser that runs no scripts, password and code
// (docs/decisions/091-sign-in-without-scripts.md). The app's codes are computed here from the
// secret, as an authenticator app would (RFC 6238: SHA-1, 6 digits, 30 s).

test.describe("signing in to the console without the page's scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the password, then the code; the console then opens signed in once scripts run", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    // Their authenticator app, turned on through the API as the Account screen does it.
    const token = await tokenOf(request, STAFF);
    const setUp = await request.post("/api/account/totp/setup", {
      headers: bearer(token),
      data: {},
    });
    const { secret } = (await setUp.json()) as { secret: string };
    const confirmed = await request.post("/api/account/totp/confirm", {
      headers: bearer(token),
      data: { code: appCode(secret) },
    });
    expect(confirmed.status()).toBe(200);

    await page.goto("/admin-login");
    const login = page.getByRole("form", { name: "Admin login" });
    await login.getByRole("button", { name: "Login" }).click();
    await expect(login.getByLabel("Username")).toHaveAccessibleDescription(
      "This field is required",
    );
    await expect(login.getByLabel("Password")).toHaveAccessibleDescription(
      "This field is required",
    );

    // A wrong password: said, the username kept, the password never sent back in the page.
    await login.getByLabel("Username").fill(STAFF.username);
    await login.getByLabel("Password").fill("not the password at all");
    await login.getByRole("button", { name: "Login" }).click();
    await expect(login.getByRole("alert")).toHaveText("Invalid username or password.");
    await expect(login.getByLabel("Username")).toHaveValue(STAFF.username);
    await expect(login.getByLabel("Password")).toHaveValue("");
    expect(await page.content()).not.toContain("not the password at all");
    expect(await axeViolationsWithoutScripts(page)).toEqual([]);
    await shoot(page, "sign-in-without-scripts-refused");

    await login.getByLabel("Password").fill(STAFF.password);
    await login.getByRole("button", { name: "Login" }).click();
    const code = page.getByRole("form", { name: "Two-step sign-in" });
    await expect(code.getByText("Enter the code from your authenticator app.")).toBeVisible();
    await code.getByLabel("Authentication code").fill("000000");
    await code.getByRole("button", { name: "Verify" }).click();
    await expect(code.getByRole("alert")).toHaveText(
      "That code is not right. Enter the code from your authenticator app, or a recovery code.",
    );
    await expect(code.getByText("Enter the code from your authenticator app.")).toBeVisible();
    expect(await axeViolationsWithoutScripts(page)).toEqual([]);
    await shoot(page, "sign-in-without-scripts-code");

    // The set-up's code is spent: the next one signs in.
    await code.getByLabel("Authentication code").fill(appCode(secret, 1));
    await code.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole("heading", { name: "The console needs JavaScript" })).toBeVisible();
    await expect(page.getByText("Loading…")).toBeHidden();
    expect(new URL(page.url()).search).toBe("");
    expect(await axeViolationsWithoutScripts(page)).toEqual([]);
    await shoot(page, "sign-in-without-scripts-signed-in");

    // The same browser with its scripts on: the console opens signed in, and takes the session
    // over from the cookie, which is then gone.
    const cookies = await page.context().cookies();
    expect(cookies.map(({ name }) => name)).toContain("__Host-staff-sign-in");
    const withScripts = await browser.newContext({ javaScriptEnabled: true });
    try {
      await withScripts.addCookies(cookies);
      const console = await withScripts.newPage();
      await console.goto("/admin-dashboard");
      await expect(console.getByRole("banner")).toContainText(STAFF.name);
      expect((await withScripts.cookies()).map(({ name }) => name)).not.toContain(
        "__Host-staff-sign-in",
      );
    } finally {
      await withScripts.close();
    }
  });
});
