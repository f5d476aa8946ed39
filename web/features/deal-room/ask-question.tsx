import { useForm } from "@conform-to/react";
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { DEAL_MEMO_SECTIONS, type DealMemoSection } from "../../../core/deal-memo-sections";
import type { QuestionTarget } from "../../../core/schemas/deal-questions";
import { Field } from "../../components/ui/field";
import { isFailure } from "../../lib/form-action";
import { useFormRules } from "../../lib/form-rules";
import {
  answerTo,
  QUESTION_FORMS,
  RoomForm,
  type RoomFormAnswer,
  roomFormError,
  usePosting,
} from "./room-forms";
import { roomMessage } from "./room-messages";
import { sectionLabel, targetText } from "./room-words";

// Asking a question on a part of the deal (docs/decisions/064-deal-questions.md): the same form on
// each section of the memo and, given a page, on the deck, all counting the firm's one limit.

type Asking = {
  left: number;
  limit: number;
  /** The deal room's action's answer to the last form posted (`answerTo` picks a form's own). */
  answered: RoomFormAnswer | undefined;
};
const AskingContext = createContext<Asking | null>(null);

/** What every ask form on the page shares: how many questions are left, and the last post's answer. */
export function QuestionsProvider({ children, ...asking }: Asking & { children: ReactNode }) {
  return <AskingContext.Provider value={asking}>{children}</AskingContext.Provider>;
}

const TEXTS = {
  fallback: "Your question could not be sent. Please try again.",
  network: "Something went wrong. Please try again.",
};

export const leftText = (left: number, limit: number, i18n: I18n) =>
  i18n._(
    msg`${left} of ${plural(limit, { one: "# question", other: "# questions" })} left for your firm on this deal`,
  );

const isMemoSection = (value: string | undefined): value is DealMemoSection =>
  DEAL_MEMO_SECTIONS.some((section) => section.id === value);

/**
 * Which part of the memo a question is most likely about, and what to quote: the part holding the
 * reader's selection (quoted), else the first part still on screen.
 */
export function memoPartInView(): { section: DealMemoSection; quote: string } | null {
  const selection = window.getSelection();
  const selected = selection?.toString().replace(/\s+/g, " ").trim() ?? "";
  const anchor = selection?.anchorNode;
  const holder = (anchor instanceof Element ? anchor : anchor?.parentElement)?.closest<HTMLElement>(
    "[data-memo-section]",
  );
  if (selected && isMemoSection(holder?.dataset.memoSection)) {
    return { section: holder.dataset.memoSection, quote: selected.slice(0, 300) };
  }
  for (const part of document.querySelectorAll<HTMLElement>("[data-memo-section]")) {
    const box = part.getBoundingClientRect();
    if (box.bottom > 80 && isMemoSection(part.dataset.memoSection)) {
      return { section: part.dataset.memoSection, quote: "" };
    }
  }
  return null;
}

/** A question the action took: the form closes and the server's words show in its place. */
const taken = (answered: RoomFormAnswer | undefined) =>
  answered !== undefined && !isFailure(answered) && answered.done;

/**
 * "Ask about <part>": a button that opens a short form for a question on that part. Given
 * `choosePart`, one "Ask a question" button serves the whole memo: the form opens on the part the
 * reader selected text in (quoting it) or is reading, and a menu changes the part. Nothing is
 * shown outside a QuestionsProvider (a page without the questions loaded).
 *
 * The form posts to the deal room's action (docs/decisions/076-route-forms.md). Without the
 * page's scripts the button cannot open it, so the memo's form is in the page open, in a
 * `<noscript>`: the browser posts it itself and the page comes back with the answer.
 */
export function AskQuestion({
  target: given,
  headingLevel = 4,
  choosePart = false,
}: {
  target: QuestionTarget;
  /** The form's heading sits one level under the part it asks about (a memo section is an h3). */
  headingLevel?: 3 | 4;
  /** One control for the whole memo, its part chosen in the form. */
  choosePart?: boolean;
}) {
  const { t, i18n } = useLingui();
  const asking = useContext(AskingContext);
  const form = QUESTION_FORMS[given.kind];
  const answered = answerTo(form, asking?.answered);
  const [open, setOpen] = useState(false);
  // Where the memo's form opens: the part in view and the reader's selection, once read.
  const [opening, setOpening] = useState<{ target: QuestionTarget | null; quote: string }>({
    target: null,
    quote: "",
  });
  // Focus follows the form: back to its button when it closes.
  const button = useRef<HTMLButtonElement>(null);
  const [closedByUser, setClosedByUser] = useState(false);
  useEffect(() => {
    if (closedByUser && !open) button.current?.focus();
  }, [closedByUser, open]);
  const [seen, setSeen] = useState(answered);
  if (seen !== answered) {
    setSeen(answered);
    if (taken(answered)) {
      setOpen(false);
      setClosedByUser(true);
    }
  }
  if (!asking) return null;
  const target = (choosePart && opening.target) || given;
  const asked = { form, headingLevel, choosePart, left: asking.left, limit: asking.limit };

  return (
    <div className="ask-question">
      {taken(answered) && !open && answered && "said" in answered ? (
        <p role="status" className="ask-question__sent">
          {answered.said ? roomMessage(answered.said, i18n) : null}
        </p>
      ) : null}
      {choosePart ? (
        <noscript>
          <AskForm {...asked} target={given} quote="" answered={answered} />
        </noscript>
      ) : null}
      {open ? (
        <AskForm
          {...asked}
          target={target}
          quote={opening.quote}
          answered={answered}
          onCancel={() => {
            setOpen(false);
            setClosedByUser(true);
          }}
        />
      ) : (
        <button
          ref={button}
          type="button"
          className="button button--small"
          // Read before the click moves the focus: the selection is still the reader's.
          onPointerDown={() => {
            const inView = choosePart ? memoPartInView() : null;
            if (inView) {
              setOpening({
                target: { kind: "memo", section: inView.section },
                quote: inView.quote,
              });
            }
          }}
          onClick={() => {
            if (choosePart && !opening.target) {
              const inView = memoPartInView();
              if (inView)
                setOpening({ target: { kind: "memo", section: inView.section }, quote: "" });
            }
            setOpen(true);
          }}
        >
          {choosePart ? t`Ask a question` : t`Ask about ${targetText(given, i18n)}`}
        </button>
      )}
    </div>
  );
}

/** The question's form: its part (chosen, or hidden), the question, and what the action said. */
function AskForm({
  form: formName,
  target,
  quote,
  headingLevel,
  choosePart,
  left,
  limit,
  answered,
  onCancel,
}: {
  form: string;
  target: QuestionTarget;
  quote: string;
  headingLevel: 3 | 4;
  choosePart: boolean;
  left: number;
  limit: number;
  answered: RoomFormAnswer | undefined;
  onCancel?: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const busy = usePosting(formName);
  const rules = useFormRules(() => import("./room-rules").then((loaded) => loaded.checkQuestion));
  const [form, fields] = useForm({
    id: `${id}-form`,
    // A question taken empties the form; one refused comes back with what was typed.
    lastResult: answered && "result" in answered && !answered.done ? answered.result : undefined,
    defaultValue: { target, question: quote ? `“${quote}” ` : "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: rules.onValidate,
  });
  const part = fields.target.getFieldset();
  const section = part.section.value;
  const label = targetText(
    target.kind === "memo" && isMemoSection(section) ? { kind: "memo", section } : target,
    i18n,
  );
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const failure = roomFormError(answered, form.errors, TEXTS);
  // Focus goes into the form as the button opens it.
  const question = useRef<HTMLTextAreaElement>(null);
  const opened = onCancel !== undefined;
  useEffect(() => {
    if (opened) question.current?.focus();
  }, [opened]);

  return (
    <RoomForm name={formName} form={form} rules={rules} labelledBy={`${id}-heading`}>
      <input type="hidden" name={part.kind.name} value={target.kind} />
      <Heading id={`${id}-heading`} className="ask-question__heading">
        {t`Ask about ${label}`}
      </Heading>
      <p className="ask-question__left">{leftText(left, limit, i18n)}</p>
      {target.kind === "deck" ? (
        <input type="hidden" name={part.page.name} value={target.page} />
      ) : choosePart ? (
        <Field label={t`About the part`} error={part.section.errors?.[0]}>
          {(control) => (
            <select
              {...control}
              name={part.section.name}
              key={part.section.key}
              defaultValue={part.section.initialValue}
            >
              {DEAL_MEMO_SECTIONS.map((memoPart) => (
                <option key={memoPart.id} value={memoPart.id}>
                  {sectionLabel(memoPart.id, i18n)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <input type="hidden" name={part.section.name} value={target.section} />
      )}
      <Field label={t`Your question about ${label}`} error={fields.question.errors?.[0]}>
        {(control) => (
          <textarea
            {...control}
            ref={question}
            rows={3}
            name={fields.question.name}
            key={fields.question.key}
            defaultValue={fields.question.initialValue}
          />
        )}
      </Field>
      {failure ? (
        <p className="field__error" role="alert">
          {roomMessage(failure, i18n)}
        </p>
      ) : null}
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t`Send question`}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            {t`Cancel`}
          </button>
        ) : null}
      </div>
    </RoomForm>
  );
}
