import { parseWithZod } from "@conform-to/zod/v4";
import { Trans, useLingui } from "@lingui/react/macro";
import { ConsultancyRequestInputSchema } from "../../core/schemas/consultancy-request";
import { clearDraft } from "../components/multi-step-form/use-form-draft";
import { toastDone } from "../components/ui/toast-form-answer";
import { pageInfo } from "../content/pages";
import {
  CONSULTANCY_SENT_TEXT,
  type ConsultancyActionData,
  sentOf,
} from "../features/consultancy-form/consultancy-answer";
import { ConsultancyForm } from "../features/consultancy-form/consultancy-form";
import { CONSULTANCY_DRAFT_KEY } from "../features/consultancy-form/consultancy-steps";
import { serverActionOrFailure } from "../lib/form-action";
import { metaForLocation } from "../lib/meta";
import { postedForm } from "../lib/posted-form";
import { pageServices } from "../lib/server-context";
import { PATHS } from "../paths";
import type { Route } from "./+types/build-with-form";

export const meta = metaForLocation;

/**
 * The consultancy form, posted from its review (or, without scripts, as one page): checked with
 * the API's schema and stored as POST /api/consultancy-requests stores it
 * (docs/decisions/076-route-forms.md).
 */
export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<ConsultancyActionData> {
  const submission = parseWithZod(await postedForm(request), {
    schema: ConsultancyRequestInputSchema,
  });
  if (submission.status !== "success") return { result: submission.reply(), done: false };
  await pageServices(context).sendConsultancyRequest(submission.value);
  const { businessName, email = "" } = submission.value;
  return {
    result: submission.reply({ resetForm: true }),
    done: true,
    sent: { businessName, email },
  };
}

/**
 * With the page's scripts running: the same post. Once stored, the browser's draft is forgotten
 * and the spec's alert text is said in a toast; a failure is said on the review, answers kept.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const answer = await serverActionOrFailure(serverAction);
  if (sentOf(answer)) {
    clearDraft(CONSULTANCY_DRAFT_KEY);
    toastDone(CONSULTANCY_SENT_TEXT, new URL(request.url).pathname);
  }
  return { ...answer, toasted: true };
}

export default function BuildWithForm({ actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <div className="page page--narrow">
      <header className="page__header">
        <h1>{t(pageInfo(PATHS.buildWithForm).heading)}</h1>
        <p className="lead">
          <Trans>
            Tell us where your business stands and what is holding it back. We answer every request
            with a proposal, backed by our 100% money-back guarantee on agreed outcomes.
          </Trans>
        </p>
      </header>
      <ConsultancyForm posted={actionData} />
    </div>
  );
}
