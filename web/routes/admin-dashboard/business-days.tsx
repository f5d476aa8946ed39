import { businessDaysAction } from "../../features/admin/calendar/business-days-action";
import { BusinessDaysTab } from "../../features/admin/calendar/business-days-tab";
import { calendarApi } from "../../features/admin/calendar/calendar-api";
import { later } from "../../features/admin/lists/loaded";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/business-days";

export const meta = tabMeta("business-days");

/** The firm's business-day calendar: its zone, its weekend, its public holidays. */
export function clientLoader({ context }: Route.ClientLoaderArgs) {
  requireTab(context, "business-days");
  return { calendar: later(calendarApi.read()) };
}

/** A holiday added or taken away; the calendar loads again. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return businessDaysAction(await request.formData());
}

export default function BusinessDays({ loaderData }: Route.ComponentProps) {
  return <BusinessDaysTab calendar={loaderData.calendar} />;
}
