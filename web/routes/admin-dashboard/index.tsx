import { redirect } from "react-router";
import { currentConsoleUrl } from "../../features/admin/shell/old-console-urls";
import { staffContext } from "../../features/admin/staff-session";
import type { Route } from "./+types/index";

/**
 * /admin-dashboard, where the login leads (docs/product.md, section 5.1): the person's first tab. An address of
 * the console as it was one screen (?view=…&tab=…&open=…) leads to the same tab at its own address.
 */
export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  throw redirect(currentConsoleUrl(new URL(request.url).searchParams, context.get(staffContext)));
}

export default function ConsoleEntry() {
  return null;
}
