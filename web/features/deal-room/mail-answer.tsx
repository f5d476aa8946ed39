import { getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useId } from "react";
import { useFetcher } from "react-router";
import {
  DEAL_ANSWER_KINDS,
  DEAL_ANSWER_LABELS,
  type DealAnswerKind,
} from "../../../core/deal-answers";
import {
  DealAnswerLinkFormSchema,
  type DealAnswerLinkOpening,
} from "../../../core/schemas/deal-answer";
import { respondByDay } from "../../../core/schemas/deal-sharing";
import { TextField } from "../../components/ui/form-fields";
import { errorText } from "../../lib/api";
import { type FormFailure, failureText, isFailure } from "../../lib/form-action";
import { AnswerFields, answerInWords } from "./answer-form";
import { dealRoomApi } from "./deal-room-api";
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
            Checking your link…
          </p>
          <noscript>
            <ConfirmForm token={null} choice={choice} opening={null} answered={answered} />
          </noscript>
        </>
      );
    case "refused":
      return (
        <p className="deal-room__refused" role="alert">
          {entry.message}
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
  return (
    <section className="deal-answer" aria-labelledby="mail-answer-done">
      <h2 id="mail-answer-done">Thank you</h2>
      <p className="deal-answer__current" role="status">
        {opening.firmName}'s answer on {opening.startupName} is recorded:{" "}
        <strong>{opening.current ? answerInWords(opening.current) : ""}</strong>.
      </p>
      <p>
        Nakhla Ventures has been told. To read the memo and the deck, or to change the answer, open
        the link of your own in our first mail about this deal.
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
  const id = useId();
  const fetcher = useAnswerFetcher();
  const [form, fields] = useForm({
    id: `${id}-form`,
    lastResult: answered && !isFailure(answered) ? answered.result : undefined,
    defaultValue: { link: token ?? "", kind: choice ?? "", currency: "USD" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DealAnswerLinkFormSchema }),
  });
  const failure = answered && isFailure(answered) ? failureText(answered, TEXTS) : form.errors?.[0];
  const busy = fetcher.state !== "idle";
  const heading = choice ? `Your answer: ${DEAL_ANSWER_LABELS[choice]}` : "Your answer";
  return (
    <section className="deal-answer" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {opening ? <AnswerFor opening={opening} /> : null}
      <fetcher.Form
        method="post"
        id={form.id}
        onSubmit={form.onSubmit}
        noValidate
        className="form"
        aria-labelledby={`${id}-heading`}
      >
        {token === null ? (
          <>
            <p>
              This page's scripts are not running in your browser, so it cannot read your link.
              Paste the answer link from the e-mail, then confirm the answer.
            </p>
            <TextField field={fields.link} label="The link from the e-mail" type="url" />
          </>
        ) : (
          <input {...getInputProps(fields.link, { type: "hidden" })} key={fields.link.key} />
        )}
        <AnswerFields fields={fields} id={id} />
        {failure ? (
          <p className="field__error" role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          Confirm the answer
        </button>
      </fetcher.Form>
    </section>
  );
}

/** The respond-by date, and once it has passed, that an answer is still taken (marked late). */
const askedBy = (respondBy: string, late: boolean) =>
  late
    ? `The answer was asked by ${respondByDay(respondBy)}: it is still welcome, and is marked as given after the date.`
    : `The answer is asked by ${respondByDay(respondBy)}.`;

/** Whom the answer is for, by when it is asked, and the firm's answer now. */
function AnswerFor({ opening }: { opening: DealAnswerLinkOpening }) {
  return (
    <>
      <p>
        Nakhla Ventures shared its analyst memo on <strong>{opening.startupName}</strong> with{" "}
        <strong>{opening.firmName}</strong>. You answer for the firm as {opening.personName} (
        {opening.email}).
        {opening.respondBy ? ` ${askedBy(opening.respondBy, opening.late)}` : ""}
      </p>
      {opening.current ? (
        <p className="deal-answer__current">
          {opening.firmName}'s answer now: <strong>{answerInWords(opening.current)}</strong>, given
          by {opening.current.answeredByEmail}. Confirming a new answer replaces it; the earlier one
          is kept.
        </p>
      ) : null}
      <p>Nothing is recorded until you confirm.</p>
    </>
  );
}
