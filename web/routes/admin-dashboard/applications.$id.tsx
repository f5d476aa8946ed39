import { sentAsJson } from "../../features/admin/actions";
import {
  type ApplicationIntent,
  applicationAction,
  applicationFormAction,
  loadApplicationRecord,
} from "../../features/admin/applications/application-action";
import { ApplicationDetails } from "../../features/admin/applications/application-details";
import { Loaded } from "../../features/admin/lists/loaded";
import { RecordFailure, RecordLoading } from "../../features/admin/lists/record-states";
import { skipDraftSaves } from "../../features/admin/reviews/review-action";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab, staffContext } from "../../features/admin/staff-session";
import type { Route } from "./+types/applications.$id";

export const meta = tabMeta("applications");

/** The open application, its history, founder's side, scorecards and comments. */
export function clientLoader({ params, context }: Route.ClientLoaderArgs) {
  requireTab(context, "applications");
  return loadApplicationRecord(params.id, context.get(staffContext));
}

export const shouldRevalidate = skipDraftSaves;

/**
 * The status and the founder's links (as JSON), and the record's forms (their fields): the
 * person's scorecard and the admin's evaluation, a comment, the memo, the question limit, an answer.
 */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  if (!sentAsJson(request)) return applicationFormAction(params.id, await request.formData());
  return applicationAction(params.id, (await request.json()) as ApplicationIntent);
}

/** The application beside its list: answers beside the scorecard, the rest as tabs. */
export default function ApplicationRecord({ loaderData }: Route.ComponentProps) {
  return (
    <Loaded
      data={loaderData.details}
      loading={<RecordLoading />}
      failure={(error) => <RecordFailure error={error} noun="application" />}
    >
      {({ application }) => (
        // A fresh record, tabs and scorecard, for each application the keys move to.
        <ApplicationDetails key={application._id} application={application} record={loaderData} />
      )}
    </Loaded>
  );
}
