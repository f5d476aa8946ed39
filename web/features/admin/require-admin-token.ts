import { redirect } from "react-router";
import { adminToken } from "../../lib/admin-token";
import { PATHS } from "../../paths";

/** clientLoader of the admin screens: without a stored token, straight to the login (spec section 6). */
export function requireAdminToken() {
  if (!adminToken.get()) throw redirect(PATHS.adminLogin);
  return null;
}
