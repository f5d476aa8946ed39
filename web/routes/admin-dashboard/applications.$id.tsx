import { useOutletContext } from "react-router";
import type { AdminApplication } from "../../../core/schemas/admin";
import {
  type ApplicationIntent,
  applicationAction,
  loadApplicationRecord,
} from "../../features/admin/applications/application-action";
import { ApplicationDetails } from "../../features/admin/applications/application-details";
import { skipDraftSaves } from "../../features/admin/reviews/review-action";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/applications.$id";

export const meta = tabMeta("applications");

/** The history, the founder's side, the scorecards and the comments of the open application. */
export function clientLoader({ params, context }: Route.ClientLoaderArgs) {
  requireTab(context, "applications");
  return loadApplicationRecord(params.id);
}

export const shouldRevalidate = skipDraftSaves;

/** The person's scorecard and comments, the admin's evaluation, the founder's links. */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  return applicationAction(params.id, (await request.json()) as ApplicationIntent);
}

/** The application open in its list: every answer, the payment, the reviews and the history. */
export default function ApplicationRecord({ loaderData }: Route.ComponentProps) {
  return (
    <ApplicationDetails application={useOutletContext<AdminApplication>()} record={loaderData} />
  );
}
