import { parseWithZod } from "@conform-to/zod/v4";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { EBOOKS } from "../../core/ebooks/catalogue";
import { FundingInterestSchema } from "../../core/schemas/funding-interest";
import { PageHeader } from "../components/ui/page-header";
import { toastDone } from "../components/ui/toast-form-answer";
import { EbookDownload } from "../features/leads/ebook-download";
import { LeadDialog, LeadDialogOpener } from "../features/leads/lead-dialog";
import { FundingInterestFormOnUse } from "../features/leads/lead-forms-on-use";
import {
  answeredWithoutScripts,
  doneWithoutScripts,
  type FormActionData,
  isFailure,
  serverActionOrFailure,
} from "../lib/form-action";
import { metaForLocation } from "../lib/meta";
import { postedForm } from "../lib/posted-form";
import { pageServices } from "../lib/server-context";
import type { Route } from "./+types/handbook-thank-you";
import "../styles/sections.css";
import "../styles/lead-capture.css";
import "../styles/ebook-download.css";

export const meta = metaForLocation;

const DIALOG = "funding-interest";
const RECEIVED = msg`Thank you! Your application has been received.`;

/** The funding form's post, checked with its own schema, then stored. */
export async function action({ request, context }: Route.ActionArgs): Promise<FormActionData> {
  const submission = parseWithZod(await postedForm(request), { schema: FundingInterestSchema });
  if (submission.status !== "success") return { result: submission.reply(), done: false };
  await pageServices(context).sendFundingInterest(submission.value);
  return { result: submission.reply({ resetForm: true }), done: true };
}

/** With the page's scripts running: the same post, its success said in a toast. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const answer = await serverActionOrFailure(serverAction);
  if (!isFailure(answer) && answer.done) toastDone(RECEIVED, new URL(request.url).pathname);
  return { ...answer, toasted: true };
}

/** /test-9: after the handbook lead, with the stored 'Funding Application' modal (docs/architecture.md, rule 2). */
export default function HandbookThankYou({ actionData }: Route.ComponentProps) {
  const { i18n, t } = useLingui();
  const done = actionData !== undefined && !isFailure(actionData) && actionData.done;
  // Taken with the page's scripts running: the toast said so, and the dialog's work is over.
  useEffect(() => {
    if (done) (document.getElementById(DIALOG) as HTMLDialogElement | null)?.close();
  }, [done]);
  return (
    <div className="page lead-page">
      <PageHeader
        eyebrow={t`Artificial Intelligence Handbook`}
        title={t`Thank You for Downloading`}
      >
        <p>
          <Trans>
            Your copy of the handbook is on its way to your inbox. If it has not arrived in a few
            minutes, look in your spam or promotions folder.
          </Trans>
        </p>
      </PageHeader>
      <EbookDownload
        ebook={EBOOKS["ai-handbook"]}
        heading={t`Your copy is ready`}
        label={t`Download the handbook (PDF)`}
      >
        <p>
          <Trans>
            No need to wait for the e-mail: save the handbook now and keep it beside your keyboard.
          </Trans>
        </p>
      </EbookDownload>
      <section className="card lead-page__funding" aria-labelledby="funding-title">
        <h2 id="funding-title">
          <Trans>Looking for Funding?</Trans>
        </h2>
        <p>
          <Trans>
            Building something with AI, or with anything else? Tell us about it in a few lines and
            our investment team will take a look.
          </Trans>
        </p>
        <LeadDialogOpener dialog={DIALOG}>
          <Trans>Apply for Funding</Trans>
        </LeadDialogOpener>
        {doneWithoutScripts(actionData) ? (
          <p role="status" className="form__notice">
            {i18n._(RECEIVED)}
          </p>
        ) : null}
      </section>
      <LeadDialog
        id={DIALOG}
        title={t`Funding Application`}
        openOnArrival={answeredWithoutScripts(actionData) && !done}
      >
        <FundingInterestFormOnUse answer={actionData} />
      </LeadDialog>
    </div>
  );
}
