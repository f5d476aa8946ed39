import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, redirect, useRevalidator } from "react-router";
import { tokenOfPastedLink } from "../../core/pasted-link";
import { AppealFormSchema } from "../../core/schemas/appeals";
import {
  DeckLinkFormSchema,
  FOUNDER_LINK_SENT,
  FounderLinkFormSchema,
} from "../../core/schemas/founder";
import { PitchSlotFormSchema } from "../../core/schemas/pitch-slot";
import { FOUNDER_INTENTS, type FounderFormAnswer } from "../features/founder/founder-forms";
import { FounderPage, FounderPageTitle } from "../features/founder/founder-page";
import type { LinkOpened } from "../features/founder/use-link-in-address";
import { isFailure, serverActionOrFailure } from "../lib/form-action";
import { metaForLocation } from "../lib/meta";
import { postedForm } from "../lib/posted-form";
import { pageServices } from "../lib/server-context";
import type { Route } from "./+types/my-application";
import "../styles/founder.css";

export const meta = metaForLocation;

/** The founder's own data: never kept by a cache; the founder cookie's changes go with it. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  for (const cookie of [...loaderHeaders.getSetCookie(), ...actionHeaders.getSetCookie()]) {
    headers.append("Set-Cookie", cookie);
  }
  return headers;
}

/**
 * The application the founder cookie opens, checked on every request (a revoked or expired link
 * opens nothing more, and its cookie is forgotten): docs/decisions/036-founder-cookie.md.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = pageServices(context);
  const cookie = request.headers.get("Cookie");
  const page = await services.founderPage(cookie);
  // The pitch slot's section reads its slots here too; one that could not be read says so.
  const pitchSlots = page.application
    ? await services.founderPitchSlots(cookie).catch(() => null)
    : null;
  if (page.message === null) return { page, pitchSlots };
  return data({ page, pitchSlots }, { headers: { "Set-Cookie": services.forgetFounderLink } });
}

/**
 * The page's posts, only from this site's own pages (browsers say where a request comes from in
 * Sec-Fetch-Site; the founder cookie is SameSite=Strict too):
 * - the private link's token, taken from the address by the page, exchanged for the founder
 *   cookie: another site must not plant its link's cookie in a visitor's browser;
 * - the private link pasted into the page by a browser that runs no scripts;
 * - "E-mail me my link", from this page or the thank-you page; the deck's link; the pitch slot
 *   booked, moved or cancelled; an appeal of a decline: each form named by its `intent`
 *   (founder-forms.ts),
 * each form checked with its core schema and done as the API's calls do it
 * (docs/decisions/076-route-forms.md).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null && site !== "same-origin") throw data(null, { status: 403 });
  const formData = await postedForm(request);
  const intent = formData.get("intent");
  if (typeof intent === "string") return formAction(formData, intent, request, context);
  const token = formData.get("token");
  const opened = await pageServices(context).openFounderLink(
    typeof token === "string" ? token : "",
  );
  if (opened.setCookie === null) return { message: opened.message } satisfies LinkOpened;
  return data({ message: null } satisfies LinkOpened, {
    headers: { "Set-Cookie": opened.setCookie },
  });
}

/** One of the page's forms, named by its `intent`: checked with its core schema, then done. */
async function formAction(
  formData: FormData,
  intent: string,
  request: Request,
  context: Route.ActionArgs["context"],
): Promise<FounderFormAnswer> {
  const services = pageServices(context);
  const cookie = request.headers.get("Cookie");
  /** The answer to a post the domain refused (`message`) or took. */
  const outcome = (
    submission: { reply: Submission<unknown>["reply"] },
    message: string | null,
  ): FounderFormAnswer =>
    message === null
      ? { intent, result: submission.reply({ resetForm: true }), done: true }
      : { intent, result: submission.reply({ formErrors: [message] }), done: false };

  if (intent === FOUNDER_INTENTS.pastedLink) {
    // The link pasted by a browser without scripts: the founder cookie set, then the page read
    // again by the browser with it (a page rendered now would not have it yet).
    const link = formData.get("link");
    const opened = await services.openFounderLink(
      tokenOfPastedLink(typeof link === "string" ? link : ""),
    );
    if (opened.setCookie !== null) {
      throw redirect(new URL(request.url).pathname, {
        headers: { "Set-Cookie": opened.setCookie },
      });
    }
    return { intent, result: { status: "error", error: { "": [opened.message] } }, done: false };
  }
  if (intent === FOUNDER_INTENTS.emailLink) {
    const submission = parseWithZod(formData, { schema: FounderLinkFormSchema });
    if (submission.status !== "success") return { intent, result: submission.reply(), done: false };
    await services.emailFounderLinks(submission.value);
    return { ...outcome(submission, null), said: FOUNDER_LINK_SENT };
  }
  if (intent === FOUNDER_INTENTS.appeal) {
    const submission = parseWithZod(formData, { schema: AppealFormSchema });
    if (submission.status !== "success") return { intent, result: submission.reply(), done: false };
    return outcome(submission, (await services.appeal(cookie, submission.value)).message);
  }
  if (intent === FOUNDER_INTENTS.deckLink) {
    const submission = parseWithZod(formData, { schema: DeckLinkFormSchema });
    if (submission.status !== "success") return { intent, result: submission.reply(), done: false };
    return outcome(submission, (await services.linkDeck(cookie, submission.value)).message);
  }
  const submission = parseWithZod(formData, { schema: PitchSlotFormSchema });
  if (submission.status !== "success") return { intent, result: submission.reply(), done: false };
  return outcome(submission, (await services.changePitchSlot(cookie, submission.value)).message);
}

/**
 * With the page's scripts running: the same post; for a form's (one with an `intent`), what kept
 * it from the server (a route's limit, the network) is said under the form.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  if (intent === null) return serverAction();
  const answered = await serverActionOrFailure(serverAction);
  return isFailure(answered) ? { intent: String(intent), ...answered } : answered;
}

/**
 * How often an open page reads the application again while it is in view, so the reach line and
 * the clock follow within a minute without a reload (docs/product.md, section 6).
 */
const REFRESH_MS = 30_000;

/** The founder's own page: reached through the private link in their confirmation e-mail. */
export default function MyApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  const open = loaderData.page.application !== null;
  useEffect(() => {
    if (!open) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void revalidate();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [open, revalidate]);
  // A form's post the browser made without scripts (the link's token is posted by a fetcher).
  const answered = actionData && "intent" in actionData ? actionData : undefined;
  return (
    <div className="page page--narrow founder-page">
      <header className="page__header">
        <FounderPageTitle />
      </header>
      <FounderPage
        page={loaderData.page}
        pitchSlots={loaderData.pitchSlots}
        answered={answered as FounderFormAnswer | undefined}
        reload={() => void revalidate()}
      />
    </div>
  );
}
