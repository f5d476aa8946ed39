import { parseWithZod } from "@conform-to/zod/v4";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { redirect } from "react-router";
import { FounderLeadSchema } from "../../core/schemas/lead";
import { PageHeader } from "../components/ui/page-header";
import { toastDone } from "../components/ui/toast-form-answer";
import { pageInfo } from "../content/pages";
import { LeadDialog, LeadDialogOpener } from "../features/leads/lead-dialog";
import { FounderLeadFormOnUse } from "../features/leads/lead-forms-on-use";
import { LogoStrip, PARTNER_LOGOS } from "../features/leads/logos";
import { localeOf, localePath } from "../i18n/locales";
import {
  answeredWithoutScripts,
  type FormActionData,
  serverActionOrFailure,
} from "../lib/form-action";
import { metaForLocation } from "../lib/meta";
import { postedForm } from "../lib/posted-form";
import { pageServices } from "../lib/server-context";
import { PATHS } from "../paths";
import type { Route } from "./+types/startup-consultancy-form";
import "../styles/sections.css";
import "../styles/lead-capture.css";

export const meta = metaForLocation;

const DIALOG = "founder-lead";

/**
 * The founder-ebook lead, checked with the form's own schema, stored and its ebook mailed in the
 * page's language (with the newsletter's sign-up when ticked); then /thank-you, told which ebook
 * to offer at once.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<FormActionData> {
  const submission = parseWithZod(await postedForm(request), { schema: FounderLeadSchema });
  if (submission.status !== "success") return { result: submission.reply(), done: false };
  const language = localeOf(new URL(request.url).pathname);
  const { ebook } = await pageServices(context).captureLead({ ...submission.value, language });
  throw redirect(`${localePath(language, PATHS.thankYou)}?${new URLSearchParams({ ebook })}`);
}

/** With the page's scripts running: the same post, its success said in a toast on the way. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const pathname = new URL(request.url).pathname;
  const answer = await serverActionOrFailure(serverAction, {
    onRedirect: () => toastDone(msg`Your ebook has been sent to your inbox.`, pathname),
  });
  return { ...answer, toasted: true };
}

const FAILURES = [
  {
    title: msg`Building before asking`,
    text: msg`Months of code for a problem nobody pays to solve: the most common and most expensive mistake.`,
  },
  {
    title: msg`Running out of runway`,
    text: msg`Spending as if the next round is certain, with no plan for the months when it is late.`,
  },
  {
    title: msg`The wrong first team`,
    text: msg`Co-founders who agree on the idea but not on roles, hours, equity or what success means.`,
  },
];

const PHASES = [
  {
    title: msg`Phase 1 · Validate`,
    text: msg`Four weeks of customer conversations, a sized market and a clear go or no-go.`,
  },
  {
    title: msg`Phase 2 · Build lean`,
    text: msg`The smallest product that proves the promise, with the numbers to watch from day one.`,
  },
  {
    title: msg`Phase 3 · Grow and raise`,
    text: msg`Pricing, first channels and an investor story built on evidence rather than hope.`,
  },
];

const PARTNER = PARTNER_LOGOS.slice(1, 2);

/** /startup-consultancy-form: the founder-ebook landing page (docs/product.md, section 2.3). */
export default function StartupConsultancyForm({ actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <div className="page lead-page">
      <PageHeader
        eyebrow={t`Free founder ebook`}
        title={t(pageInfo(PATHS.startupConsultancyForm).heading)}
      >
        <p>
          <Trans>
            Most startups do not fail for lack of talent. They fail for reasons that were visible
            before the first line of code. Our free ebook shows you what to check first.
          </Trans>
        </p>
      </PageHeader>
      <div className="button-row">
        <LeadDialogOpener dialog={DIALOG}>
          <Trans>Download Free Ebook</Trans>
        </LeadDialogOpener>
      </div>

      <section className="section" aria-labelledby="fail-title">
        <h2 id="fail-title">
          <Trans>Why startups fail</Trans>
        </h2>
        <ul className="lead-page__cards">
          {FAILURES.map((failure) => (
            <li key={failure.title.id} className="card">
              <h3>{t(failure.title)}</h3>
              <p>{t(failure.text)}</p>
            </li>
          ))}
        </ul>
        <div className="button-row">
          <LeadDialogOpener dialog={DIALOG}>
            <Trans>Claim My Free Ebook</Trans>
          </LeadDialogOpener>
        </div>
      </section>

      <section className="section" aria-labelledby="programme-title">
        <h2 id="programme-title">
          <Trans>A three-phase programme</Trans>
        </h2>
        <ol className="lead-page__cards lead-page__phases">
          {PHASES.map((phase) => (
            <li key={phase.title.id} className="card">
              <h3>{t(phase.title)}</h3>
              <p>{t(phase.text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="cta-band" aria-labelledby="begin-title">
        <div>
          <h2 id="begin-title">
            <Trans>Read it, then talk to us</Trans>
          </h2>
          <div className="cta-band__text">
            <p>
              <Trans>The ebook is free; the first consultation call is too.</Trans>
            </p>
          </div>
        </div>
        <LeadDialogOpener dialog={DIALOG}>
          <Trans>Get the Ebook &amp; Begin Consultation</Trans>
        </LeadDialogOpener>
      </section>

      <LogoStrip title={t`Our programme partner`} logos={PARTNER} times={6} />

      <LeadDialog
        id={DIALOG}
        title={t`Get Your Free Ebook`}
        openOnArrival={answeredWithoutScripts(actionData)}
      >
        <FounderLeadFormOnUse answer={actionData} />
      </LeadDialog>
    </div>
  );
}
