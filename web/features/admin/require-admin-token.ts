import { redirect } from "react-router";
import { adminToken } from "../../lib/admin-token";
import { ApiError } from "../../lib/api";
import { PATHS } from "../../paths";
import { adminApi } from "./admin-api";

/** clientLoader of the admin screens: without a stored token, straight to the login (docs/product.md §5.1). */
export function requireAdminToken() {
  if (!adminToken.get()) throw redirect(PATHS.adminLogin);
  return null;
}

/**
 * clientLoader of the console's screens: without a token, to the login; with one, who is signed in
 * and in which role. A session that has ended (signed out elsewhere, deactivated, ended from another
 * device) goes to the login too, not to an error page.
 */
export async function loadSignedInStaff() {
  requireAdminToken();
  try {
    return { me: await adminApi.me() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect(PATHS.adminLogin);
    throw error;
  }
}
