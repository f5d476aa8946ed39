import { signIn } from "./admin-fixtures";
import { axeViolations, expect, test } from "./fixtures";

test.describe("the API reference", () => {
  test("is for signed-in staff, rendered from our own files, with every operation's summary", async ({
    page,
    request,
    baseURL,
  }) => {
    // axe walks every operation of the document: a long page.
    test.setTimeout(240_000);
    const hosts = new Set<string>();
    page.on("request", (sent) => hosts.add(new URL(sent.url()).host));
    await signIn(page, request);
    await page.goto("/admin-api-reference");
    await expect(page.getByRole("heading", { name: "API reference", level: 1 })).toBeVisible();
    // Swagger UI renders once the document has come, which takes a while on a busy machine.
    await expect(page.getByRole("heading", { name: "Operations", level: 2 })).toBeVisible({
      timeout: 30_000,
    });
    // The operations are grouped by what they are about, each group opened on demand.
    await page.getByRole("heading", { name: /^contact Expand operation$/, level: 3 }).click();
    const contact = page.locator(".opblock").filter({ hasText: "/api/contact" }).first();
    await expect(contact).toContainText("Send a contact message");
    await contact.locator(".opblock-summary-control").click();
    await expect(
      contact.getByText("Too many requests; Retry-After says when to retry."),
    ).toBeVisible();
    // No other host: the renderer, its styles and the document are ours.
    expect([...hosts]).toEqual([new URL(baseURL ?? "").host]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("sends a visitor without a session to the sign-in", async ({ page }) => {
    await page.goto("/admin-api-reference");
    await expect(page).toHaveURL(/\/admin-login$/);
  });
});
