import { parseWithZod } from "@conform-to/zod/v4";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { redirect } from "react-router";
import { HandbookLeadSchema } from "../../core/schemas/lead";
import { PageHeader } from "../components/ui/page-header";
import { toastDone } from "../components/ui/toast-form-answer";
import { LeadDialog, LeadDialogOpener } from "../features/leads/lead-dialog";
import { HandbookLeadFormOnUse } from "../features/leads/lead-forms-on-use";
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
import type { Route } from "./+types/handbook";
import "../styles/sections.css";
import "../styles/lead-capture.css";

export const meta = metaForLocation;

const DIALOG = "handbook-lead";

/**
 * The handbook lead, checked with the form's own schema, stored and its ebook mailed in the page's
 * language (with the newsletter's sign-up when ticked); then the handbook thank-you page.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<FormActionData> {
  const submission = parseWithZod(await postedForm(request), { schema: HandbookLeadSchema });
  if (submission.status !== "success") return { result: submission.reply(), done: false };
  const language = localeOf(new URL(request.url).pathname);
  await pageServices(context).captureLead({ ...submission.value, language });
  throw redirect(localePath(language, PATHS.handbookThankYou));
}

/** With the page's scripts running: the same post, its success said in a toast on the way. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const pathname = new URL(request.url).pathname;
  const answer = await serverActionOrFailure(serverAction, {
    onRedirect: () => toastDone(msg`Thank you! Your handbook is on its way.`, pathname),
  });
  return { ...answer, toasted: true };
}

const AUDIENCES = [
  {
    title: msg`Entrepreneurs`,
    text: msg`Prompts for market sizing, customer interviews, pitch narratives and investor updates.`,
  },
  {
    title: msg`Professionals`,
    text: msg`Prompts for reports, meeting notes, presentations and the research behind a decision.`,
  },
  {
    title: msg`Freelancers`,
    text: msg`Prompts for proposals, client briefs, pricing, follow-ups and a portfolio that sells.`,
  },
];

const INSIDE = [
  msg`50+ prompts, each tested on real work and ready to copy`,
  msg`How to give a model context, constraints and examples`,
  msg`Checks that catch a confident but wrong answer`,
  msg`A one-page cheat sheet to keep beside your keyboard`,
];

/** /test-8: the AI-handbook landing page (docs/product.md, section 2.3). */
export default function Handbook({ actionData }: Route.ComponentProps) {
  const { i18n, t } = useLingui();
  return (
    <div className="page lead-page">
      <PageHeader eyebrow={t`Free ebook`} title={t`Artificial Intelligence Handbook`}>
        <p className="lead-page__subtitle">
          <Trans>For Entrepreneurs, Professionals, and Freelancers</Trans>
        </p>
        <p>
          <Trans>
            50+ tested AI prompts that turn a blank chat box into hours saved every week: grouped by
            the work you actually do, with notes on when each one shines and when it does not.
          </Trans>
        </p>
      </PageHeader>
      <div className="button-row">
        <LeadDialogOpener dialog={DIALOG}>
          <Trans>Get My Free Copy</Trans>
        </LeadDialogOpener>
      </div>

      <section className="section lead-page__band" aria-labelledby="inside-title">
        <h2 id="inside-title">
          <Trans>What is inside</Trans>
        </h2>
        <ul className="checklist">
          {INSIDE.map((item) => (
            <li key={item.id}>{i18n._(item)}</li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="audience-title">
        <h2 id="audience-title">
          <Trans>Written for three kinds of work</Trans>
        </h2>
        <ul className="lead-page__cards">
          {AUDIENCES.map((audience) => (
            <li key={audience.title.id} className="card">
              <h3>{i18n._(audience.title)}</h3>
              <p>{i18n._(audience.text)}</p>
            </li>
          ))}
        </ul>
        <div className="button-row">
          <LeadDialogOpener dialog={DIALOG}>
            <Trans>Claim My Free Ebook</Trans>
          </LeadDialogOpener>
        </div>
      </section>

      <section className="cta-band" aria-labelledby="today-title">
        <div>
          <h2 id="today-title">
            <Trans>Start saving time this week</Trans>
          </h2>
          <div className="cta-band__text">
            <p>
              <Trans>Free, no card needed: tell us who you are and the handbook is yours.</Trans>
            </p>
          </div>
        </div>
        <LeadDialogOpener dialog={DIALOG}>
          <Trans>Download Free Today</Trans>
        </LeadDialogOpener>
      </section>

      <LogoStrip title={t`Read by teams at`} logos={PARTNER_LOGOS} times={2} />

      <LeadDialog
        id={DIALOG}
        title={t`Get Your Free Ebook`}
        openOnArrival={answeredWithoutScripts(actionData)}
      >
        <HandbookLeadFormOnUse answer={actionData} />
      </LeadDialog>
    </div>
  );
}
