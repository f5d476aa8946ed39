import { getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { useFetcher } from "react-router";
import { DEAL_ANSWER_KINDS, type DealAnswerKind } from "../../../core/deal-answers";
import { respondByDay } from "../../../core/deal-links";
import type { DealAnswerLinkOpening } from "../../../core/schemas/deal-answer";
import { TextField } from "../../components/ui/form-fields";
import { useLocale } from "../../i18n/language";
import { errorText } from "../../lib/api";
import { type FormFailure, failureText, isFailure } from "../../lib/form-action";
import { useFormRules } from "../../lib/form-rules";
import { AnswerFields } from "./answer-form";
import { dealRoomApi } from "./deal-room-api";
import { roomMessage } from "./room-messages";
import { answerInWords, answerLabel } from "./room-words";
import "../../styles/deal-answer.css";

// The page a mail's answer link opens (docs/decisions/080-answers-from-the-mail.md): the answer
// chosen in the mail, for the link's person, and a button that confirms it. Opening it records
// nothing; only the confirming post does.

/** What the page opens on: the link's person and the firm's answer now, or why it opens nothing. */
export type AnswerLinkEntry =
  | { phase: "checking" }
  | { phase: "refused"; message: string }
  | { phase: "open"; token: string; opening: DealAnswerLinkOpening };

/** What the page's action answered the confirmation: whom it answered for, once recorded. */
export type MailAnswerReply =
  | { result: SubmissionResult<string[]>; done: DealAnswerLinkOpening | null }
  | FormFailure;

const TEXTS = {
  fallback: "Your answer was not saved. Please try again.",
  network: "We could not reach our server. Check your connection and try again.",
};
const INCOMPLETE = "This link is not complete: open it again from the e-mail.";

/** The answer named in the link's address (?answer=…), if it is one of the five. */
export const choiceOf = (url: string): DealAnswerKind | null => {
  const named = new URL(url).searchParams.get("answer");
  return DEAL_ANSWER_KINDS.find((kind) => kind === named) ?? null;
};

/**
 * For the route's client loader: whom the link in the address answers for (its token is after
 * the "#", which only the browser has). Asking records nothing.
 */
export async function readAnswerLink(): Promise<AnswerLinkEntry> {
  const token = new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";
  if (!token) return { phase: "refused", message: INCOMPLETE };
  return dealRoomApi.answerLink(token).then(
    (opening): AnswerLinkEntry => ({ phase: "open", token, opening }),
    (error): AnswerLinkEntry => ({
      phase: "refused",
      message: errorText(error, { fallback: INCOMPLETE, network: TEXTS.network }),
    }),
  );
}

/** The one fetcher of the confirmation: its post leaves the address (and the link's #token) as it is. */
const useAnswerFetcher = () => useFetcher<MailAnswerReply>({ key: "deal-room-mail-answer" });

/**
 * The answer page. With the page's scripts, the link is read from the address and its person
 * named before anything is asked; without them, the person pastes the link with the answer.
 */
export function MailAnswer({
  entry,
  choice,
  answered: postedWithoutScripts,
}: {
  entry: AnswerLinkEntry;
  choice: DealAnswerKind | null;
  /** The action's answer to a post the browser made itself (no scripts). */
  answered: MailAnswerReply | undefined;
}) {
  const { t, i18n } = useLingui();
  const fetcher = useAnswerFetcher();
  const answered = fetcher.data ?? postedWithoutScripts;
  const recorded = answered && !isFailure(answered) ? answered.done : null;
  if (recorded?.current) return <Recorded opening={recorded} />;
  switch (entry.phase) {
    case "checking":
      return (
        <>
          {/* Said only where the page's scripts run: they are the ones checking (deal-room.css). */}
          <p role="status" className="deal-room__checking">
            {t`Checking your link…`}
          </p>
          <noscript>
            <ConfirmForm token={null} choice={choice} opening={null} answered={answered} />
          </noscript>
        </>
      );
    case "refused":
      return (
        <p className="deal-room__refused" role="alert">
          {roomMessage(entry.message, i18n)}
        </p>
      );
    case "open":
      return (
        <ConfirmForm
          token={entry.token}
          choice={choice}
          opening={entry.opening}
          answered={answered}
        />
      );
  }
}

/** The answer recorded: what, for whom, and where the memo is. */
function Recorded({ opening }: { opening: DealAnswerLinkOpening }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { firmName, startupName } = opening;
  const words = opening.current ? answerInWords(opening.current, i18n, locale) : "";
  return (
    <section className="deal-answer" aria-labelledby="mail-answer-done">
      <h2 id="mail-answer-done">{t`Thank you`}</h2>
      <p className="deal-answer__current" role="status">
        <Trans>
          <bdi>{firmName}</bdi>'s answer on <bdi>{startupName}</bdi> is recorded:{" "}
          <strong>{words}</strong>.
        </Trans>
      </p>
      <p>
        <Trans>
          Nakhla Ventures has been told. To read the memo and the deck, or to change the answer,
          open the link of your own in our first mail about this deal.
        </Trans>
      </p>
    </section>
  );
}

/** The chosen answer, its own fields, and the button that records it. */
function ConfirmForm({
  token,
  choice,
  opening,
  answered,
}: {
  /** The link's token as the page read it; null where the person pastes the link. */
  token: string | null;
  choice: DealAnswerKind | null;
  opening: DealAnswerLinkOpening | null;
  answered: MailAnswerReply | undefined;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const fetcher = useAnswerFetcher();
  const rules = useFormRules(() =>
    import("./room-rules").then((loaded) => loaded.checkAnswerFromMail),
  );
  const [form, fields] = useForm({
    id: `${id}-form`,
    lastResult: answered && !isFailure(answered) ? answered.result : undefined,
    defaultValue: { link: token ?? "", kind: choice ?? "", currency: "USD" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: rules.onValidate,
  });
  const failure = answered && isFailure(answered) ? failureText(answered, TEXTS) : form.errors?.[0];
  const busy = fetcher.state !== "idle";
  const chosen = choice ? answerLabel(choice, i18n) : null;
  const heading = chosen ? t`Your answer: ${chosen}` : t`Your answer`;
  return (
    <section className="deal-answer" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {opening ? <AnswerFor opening={opening} /> : null}
      <fetcher.Form
        method="post"
        id={form.id}
        onSubmit={rules.onSubmit(form.onSubmit)}
        onFocus={rules.onFocus}
        noValidate
        className="form"
        aria-labelledby={`${id}-heading`}
      >
        {token === null ? (
          <>
            <p>
              <Trans>
                This page's scripts are not running in your browser, so it cannot read your link.
                Paste the answer link from the e-mail, then confirm the answer.
              </Trans>
            </p>
            <TextField field={fields.link} label={t`The link from the e-mail`} type="url" />
          </>
        ) : (
          <input {...getInputProps(fields.link, { type: "hidden" })} key={fields.link.key} />
        )}
        <AnswerFields fields={fields} id={id} />
        {failure ? (
          <p className="field__error" role="alert">
            {roomMessage(failure, i18n)}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {t`Confirm the answer`}
        </button>
      </fetcher.Form>
    </section>
  );
}

/** Whom the answer is for, by when it is asked, and the firm's answer now. */
function AnswerFor({ opening }: { opening: DealAnswerLinkOpening }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { startupName, firmName, personName, email } = opening;
  const day = opening.respondBy ? respondByDay(opening.respondBy, locale) : null;
  // The respond-by date, and once it has passed, that an answer is still taken (marked late).
  const askedBy =
    day === null
      ? ""
      : opening.late
        ? ` ${t`The answer was asked by ${day}: it is still welcome, and is marked as given after the date.`}`
        : ` ${t`The answer is asked by ${day}.`}`;
  const words = opening.current ? answerInWords(opening.current, i18n, locale) : "";
  const by = opening.current?.answeredByEmail ?? "";
  return (
    <>
      <p>
        <Trans>
          Nakhla Ventures shared its analyst memo on{" "}
          <strong>
            <bdi>{startupName}</bdi>
          </strong>{" "}
          with{" "}
          <strong>
            <bdi>{firmName}</bdi>
          </strong>
          . You answer for the firm as <bdi>{personName}</bdi> (<bdi>{email}</bdi>).
        </Trans>
        {askedBy}
      </p>
      {opening.current ? (
        <p className="deal-answer__current">
          <Trans>
            <bdi>{firmName}</bdi>'s answer now: <strong>{words}</strong>, given by <bdi>{by}</bdi>.
            Confirming a new answer replaces it; the earlier one is kept.
          </Trans>
        </p>
      ) : null}
      <p>{t`Nothing is recorded until you confirm.`}</p>
    </>
  );
}
