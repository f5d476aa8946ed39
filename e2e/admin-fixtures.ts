import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "./seed-data";

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
      // Runs in every frame, a PDF shown in a frame included, where there is no localStorage.
      if (!window.localStorage) return;
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
