import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { redirect, type ShouldRevalidateFunctionArgs, useRevalidator } from "react-router";
import { isDealLinkRefusal } from "../../core/deal-links";
import { LANGUAGES, type Language } from "../../core/languages";
import { DealAnswerFormSchema } from "../../core/schemas/deal-answer";
import { AskQuestionFormSchema } from "../../core/schemas/deal-questions";
import {
  DealCodeFormSchema,
  DealTermsFormSchema,
  DealVerifyFormSchema,
} from "../../core/schemas/deal-sharing";
import { AnswerForm } from "../features/deal-room/answer-form";
import { QuestionsProvider } from "../features/deal-room/ask-question";
import { DealGlance } from "../features/deal-room/deal-glance";
import { DealRoom, forgetToken, readDealRoomEntry } from "../features/deal-room/deal-room";
import { DealDeck } from "../features/deal-room/deck-viewer";
import { trackDeckPage } from "../features/deal-room/engagement-tracker";
import { FirmMemo } from "../features/deal-room/firm-memo";
import { FirmQuestions, questionCount } from "../features/deal-room/firm-questions";
import { ReadingTime } from "../features/deal-room/reading-time";
import {
  ANSWER_FORM,
  answerTo,
  isQuestionForm,
  isWayInForm,
  type RoomFormAnswer,
  WAY_IN_FORMS,
} from "../features/deal-room/room-forms";
import { RoomHead } from "../features/deal-room/room-head";
import { LANGUAGE_FORM } from "../features/deal-room/room-language";
import { WayIn } from "../features/deal-room/way-in";
import { localeOf, localePath } from "../i18n/locales";
import { isFailure, serverActionOrFailure } from "../lib/form-action";
import { metaForLocation } from "../lib/meta";
import { postedForm } from "../lib/posted-form";
import { clientIpContext, pageServices } from "../lib/server-context";
import { PATHS } from "../paths";
import type { Route } from "./+types/deal-room";
import "../styles/admin.css";
import "../styles/deal-room.css";
import "../styles/deal-qa.css";

/** The page's own words, and never indexed: a confidential reading (its header says so too). */
export const meta: Route.MetaFunction = (args) => [
  ...metaForLocation(args),
  { name: "robots", content: "noindex" },
];

/** A firm's confidential reading: never kept by a cache, never indexed. */
export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

/**
 * The memo the viewer cookie opens, rendered with the page once the address is proved and the
 * terms accepted, checked on every request (docs/decisions/058-deal-sharing.md); otherwise the
 * page asks for the proof and the terms.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return pageServices(context).dealRoom(
    request.headers.get("Cookie"),
    context.get(clientIpContext),
  );
}

/**
 * The room's forms, posted with or without the page's scripts (docs/decisions/076-route-forms.md):
 * checked with their core schema, then recorded for the viewer the cookie names, as the API's
 * calls record them. The viewer cookie is SameSite=Strict, so another site's form posts nothing
 * in a viewer's name.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<RoomFormAnswer> {
  const formData = await postedForm(request);
  const form = String(formData.get("form") ?? "");
  const cookie = request.headers.get("Cookie");
  const ip = context.get(clientIpContext);
  const services = pageServices(context);
  if (form === LANGUAGE_FORM) {
    const language = LANGUAGES.find((known: Language) => known === formData.get("language"));
    if (!language) return { form, failure: "fallback" };
    // Kept, or not for a session that has ended: the room opens in the language asked for.
    await services.chooseDealLanguage(cookie, ip, language);
    throw redirect(localePath(language, PATHS.dealRoom));
  }
  if (isQuestionForm(form)) {
    const submission = parseWithZod(formData, { schema: AskQuestionFormSchema });
    if (submission.status !== "success") return { form, result: submission.reply(), done: false };
    const asked = await services.askDealQuestion(cookie, ip, submission.value);
    return asked.message === null
      ? {
          form,
          result: submission.reply({ resetForm: true }),
          done: true,
          said: asked.value.message,
        }
      : { form, result: submission.reply({ formErrors: [asked.message] }), done: false };
  }
  if (isWayInForm(form)) return wayIn(form, formData, request, context);
  if (form !== ANSWER_FORM) return { form, failure: "fallback" };
  const submission = parseWithZod(formData, { schema: DealAnswerFormSchema });
  if (submission.status !== "success") return { form, result: submission.reply(), done: false };
  const answered = await services.answerDeal(cookie, ip, submission.value);
  return answered.message === null
    ? { form, result: submission.reply(), done: true }
    : { form, result: submission.reply({ formErrors: [answered.message] }), done: false };
}

/**
 * The way in (way-in.tsx), with or without scripts: the link and the address send a code;
 * the right code sets the viewer cookie and the terms accepted open the room, each followed by
 * the page read again, with the cookie.
 */
async function wayIn(
  form: string,
  formData: FormData,
  request: Request,
  context: Route.ActionArgs["context"],
): Promise<RoomFormAnswer> {
  const services = pageServices(context);
  const ip = context.get(clientIpContext);
  /**
   * The page read again, with the cookie the post set (a page rendered now would not have it), at
   * its own address: with scripts the post went to its data address (`/deal-room.data`), and the
   * link's token leaves the address bar.
   */
  const room = localePath(localeOf(new URL(request.url).pathname), PATHS.dealRoom);
  const again = (setCookie?: string) =>
    redirect(room, setCookie ? { headers: { "Set-Cookie": setCookie } } : {});
  if (form === WAY_IN_FORMS.terms) {
    const submission = parseWithZod(formData, { schema: DealTermsFormSchema });
    if (submission.status !== "success") return { form, result: submission.reply(), done: false };
    const accepted = await services.acceptDealTerms(request.headers.get("Cookie"), ip);
    if (accepted.message === null) throw again();
    return { form, result: submission.reply({ formErrors: [accepted.message] }), done: false };
  }
  const carried = {
    link: String(formData.get("link") ?? ""),
    email: String(formData.get("email") ?? ""),
  };
  if (form === WAY_IN_FORMS.code) {
    const submission = parseWithZod(formData, { schema: DealCodeFormSchema });
    if (submission.status !== "success") return { form, result: submission.reply(), done: false };
    const { link: token, email } = submission.value;
    const sent = await services.sendDealCode({ token, email }, ip);
    return sent.message === null
      ? { form, result: submission.reply(), done: true, said: sent.value, carried }
      : { form, result: refused(submission, "email", sent.message), done: false };
  }
  const submission = parseWithZod(formData, { schema: DealVerifyFormSchema });
  if (submission.status !== "success") {
    return { form, result: submission.reply(), done: false, carried };
  }
  const { link: token, email, code } = submission.value;
  const verified = await services.verifyDealCode({ token, email, code }, ip);
  if (verified.message === null) throw again(verified.value.setCookie);
  return { form, result: refused(submission, "code", verified.message), done: false, carried };
}

/**
 * A refusal of the way in: the link's (it opens nothing, or ended) for the whole form, which the
 * page with scripts says in place of the way in; anything else (too many codes, a wrong code)
 * under the field the person can put right.
 */
const refused = (submission: Pick<Submission<unknown>, "reply">, field: string, message: string) =>
  isDealLinkRefusal(message)
    ? submission.reply({ formErrors: [message] })
    : submission.reply({ fieldErrors: { [field]: [message] } });

/** With the page's scripts running: the same post, or what kept it from the server. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = String((await request.clone().formData()).get("form") ?? "");
  // Only the way in redirects: a right code, or the terms accepted.
  const answered = await serverActionOrFailure(serverAction, { onRedirect: forgetToken });
  return isFailure(answered) ? { form, ...answered } : answered;
}

/**
 * In the browser, with the server's data: where the page opens when it shows no memo, from the
 * link's token in the address (#token=…, which no server sees) or the viewer's session. Run when
 * the page hydrates too, over the data it was rendered with.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader();
  return { ...page, entry: await readDealRoomEntry(page) };
}
clientLoader.hydrate = true as const;

/**
 * A step of the way in that the action answered without opening anything changed nothing the
 * loaders read: the link's opening is not read (nor recorded) again. A right code and the terms
 * accepted are followed by the page read again (the action's redirect).
 */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const form = (actionResult as { form?: unknown } | undefined)?.form;
  return typeof form === "string" && isWayInForm(form) ? false : defaultShouldRevalidate;
}

const onHashChange = (changed: () => void) => {
  window.addEventListener("hashchange", changed);
  return () => window.removeEventListener("hashchange", changed);
};
/** Whether the address holds a link's token (#token=…): never on the server, which cannot see it. */
const useLinkInAddress = () =>
  useSyncExternalStore(
    onHashChange,
    () => window.location.hash.includes("token="),
    () => false,
  );

/** Rendered by the server, before the browser has read the address. */
const CHECKING = { phase: "checking" } as const;

/** Where a firm person's deal link leads: no site or staff chrome, the memo behind their proof. */
export default function DealRoomPage({ loaderData, actionData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  const reload = useCallback(() => void revalidate(), [revalidate]);
  // A link opened while another deal's session is live: the link wins, and is proved first.
  const linkInAddress = useLinkInAddress();
  // A link opened on this very page changes only the address's #, for which React Router loads
  // nothing: the loader is asked to read it.
  useEffect(
    () =>
      onHashChange(() => {
        if (window.location.hash.includes("token=")) reload();
      }),
    [reload],
  );
  const deal = loaderData.deal && !linkInAddress ? loaderData.deal : null;
  const { questions, answer } = loaderData;
  const wayInAnswer = actionData && isWayInForm(actionData.form) ? actionData : undefined;
  return (
    <main className={deal ? "deal-room deal-room--open" : "deal-room"}>
      <RoomHead signedIn={deal !== null} />
      {deal ? (
        <QuestionsProvider
          left={questions?.left ?? 0}
          limit={questions?.limit ?? 0}
          answered={actionData}
        >
          <DealGlance deal={deal} questions={questions ? questionCount(questions) : null} />
          {/* The memo and the deck side by side from 1024 px, each scrolling on its own. */}
          <div className="deal-room__reading">
            <FirmMemo deal={deal} questions={questions} />
            <DealDeck
              deck={deal.deck}
              email={deal.viewerEmail}
              onPageShown={trackDeckPage}
              questions={questions}
            />
          </div>
          {questions ? <FirmQuestions questions={questions} email={deal.viewerEmail} /> : null}
          {answer ? (
            <AnswerForm loaded={answer} answered={answerTo(ANSWER_FORM, actionData)} />
          ) : null}
          <ReadingTime />
        </QuestionsProvider>
      ) : (
        <>
          {/* Without scripts, the person pastes the link (after the "#", which no browser sends). */}
          <noscript>
            <WayIn link={null} termsFor={loaderData.termsFor} answered={wayInAnswer} />
          </noscript>
          <DealRoom entry={("entry" in loaderData ? loaderData.entry : null) ?? CHECKING} />
        </>
      )}
    </main>
  );
}
