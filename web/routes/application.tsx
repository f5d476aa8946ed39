import { parseWithZod } from "@conform-to/zod/v4";
import { Trans, useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { decisionTimesText } from "../../core/decision-times";
import { digitsOfCookie } from "../../core/languages";
import { DraftSaveFormSchema } from "../../core/schemas/application-draft";
import { pageInfo } from "../content/pages";
import { serverDraftToken } from "../features/application/application-draft";
import { ApplicationForm } from "../features/application/application-form";
import {
  APPLICATION_INTENTS,
  type ApplicationFormAnswer,
} from "../features/application/application-forms";
import { localeOf } from "../i18n/locales";
import { isFailure, serverActionOrFailure } from "../lib/form-action";
import { metaForLocation } from "../lib/meta";
import { postedForm } from "../lib/posted-form";
import { RENDERED_PAGE_HEADERS } from "../lib/rendered-page";
import { pageServices } from "../lib/server-context";
import { PATHS } from "../paths";
import type { Route } from "./+types/application";
import "../styles/application.css";

export const meta = metaForLocation;
export const headers = () => RENDERED_PAGE_HEADERS;

/**
 * The firm's time to decision over the last 12 months, as one sentence in the page's language, or
 * null below 10 decisions (docs/product.md, "The decision clock"): read and written on the server,
 * so the page carries it as text and no code for it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  const times = await pageServices(context).firmDecisionTimes();
  const digits = digitsOfCookie(request.headers.get("cookie"));
  return { decisionTimes: times ? decisionTimesText(times, localeOf(path), digits) : null };
}

/**
 * The page's posts, each form named by its `intent` (application-forms.ts): "Save and continue
 * later", checked with the API's schema for the same save, then done as POST
 * /api/application-drafts does it (docs/decisions/076-route-forms.md).
 */
export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<ApplicationFormAnswer> {
  const formData = await postedForm(request);
  const intent = formData.get("intent");
  if (intent !== APPLICATION_INTENTS.saveForLater) throw data(null, { status: 400 });
  const submission = parseWithZod(formData, { schema: DraftSaveFormSchema });
  if (submission.status !== "success") return { intent, result: submission.reply(), done: false };
  const saved = await pageServices(context).saveApplicationDraft(submission.value);
  return {
    intent,
    result: submission.reply(),
    done: true,
    said: saved.message,
    token: saved.token,
  };
}

/**
 * With the page's scripts running: the same post; what kept it from the server (a route's limit,
 * the network) is said under the form, and a saved draft's token is kept in the browser, so a
 * second save updates the same draft and sends the same link
 * (docs/decisions/021-pitch-slots-and-drafts.md).
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = String((await request.clone().formData()).get("intent"));
  const answered = await serverActionOrFailure(serverAction);
  if (isFailure(answered)) return { intent, ...answered } satisfies ApplicationFormAnswer;
  if (answered.token) serverDraftToken.set(answered.token);
  return answered;
}

export default function Application({ loaderData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  return (
    <div className="page page--narrow application">
      <header className="page__header">
        <h1>{i18n._(pageInfo(PATHS.application).heading)}</h1>
        <p className="lead">
          <Trans>
            Tell us about your founders, your startup, your team and what you expect from us. We
            read every application and invite the strongest to pitch.
          </Trans>
        </p>
        {loaderData.decisionTimes ? (
          <p className="application__decision-times">{loaderData.decisionTimes}</p>
        ) : null}
      </header>
      <ApplicationForm />
    </div>
  );
}
