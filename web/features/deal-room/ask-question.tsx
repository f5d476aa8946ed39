import {
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import {
  DEAL_MEMO_SECTIONS,
  type DealMemoSection,
  type QuestionTarget,
  targetLabel,
} from "../../../core/schemas/deal-questions";
import { Field } from "../../components/ui/field";
import { ApiError, errorText } from "../../lib/api";
import { dealQuestionsApi } from "./deal-questions-api";

// Asking a question on a part of the deal (docs/decisions/064-deal-questions.md): the same form on
// each section of the memo and, given a page, on the deck, all counting the firm's one limit.

type Asking = { left: number; limit: number; onAsked: () => void };
const AskingContext = createContext<Asking | null>(null);

/** What every ask form on the page shares: how many questions are left, and what to do after one. */
export function QuestionsProvider({ children, ...asking }: Asking & { children: ReactNode }) {
  return <AskingContext.Provider value={asking}>{children}</AskingContext.Provider>;
}

const TEXTS = {
  fallback: "Your question could not be sent. Please try again.",
  network: "Something went wrong. Please try again.",
};

export const leftText = (left: number, limit: number) =>
  `${left} of ${limit} ${limit === 1 ? "question" : "questions"} left for your firm on this deal`;

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

/**
 * "Ask about <part>": a button that opens a short form for a question on that part. Given
 * `choosePart`, one "Ask a question" button serves the whole memo: the form opens on the part the
 * reader selected text in (quoting it) or is reading, and a menu changes the part. Nothing is
 * shown outside a QuestionsProvider (a page without the questions loaded).
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
  const asking = useContext(AskingContext);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<QuestionTarget | null>(null);
  const target = choosePart && chosen ? chosen : given;
  const [question, setQuestion] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Focus follows the form: into it when it opens, back to its button when it closes.
  const focusOnOpen = useCallback((node: HTMLTextAreaElement | null) => node?.focus(), []);
  const button = useRef<HTMLButtonElement>(null);
  const [closedByUser, setClosedByUser] = useState(false);
  useEffect(() => {
    if (closedByUser && !open) button.current?.focus();
  }, [closedByUser, open]);
  if (!asking) return null;
  const label = targetLabel(target);
  const Heading = headingLevel === 3 ? "h3" : "h4";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!question.trim()) return setError("Write your question");
    setBusy(true);
    try {
      const { message } = await dealQuestionsApi.ask({ target, question: question.trim() });
      setSent(message);
      setQuestion("");
      setOpen(false);
      setClosedByUser(true);
      asking?.onAsked();
    } catch (caught) {
      setError(caught instanceof ApiError ? errorText(caught, TEXTS) : TEXTS.network);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="ask-question">
      {sent ? (
        <p role="status" className="ask-question__sent">
          {sent}
        </p>
      ) : null}
      {open ? (
        <form noValidate onSubmit={submit} className="form" aria-labelledby={`${id}-heading`}>
          <Heading id={`${id}-heading`} className="ask-question__heading">
            Ask about {label}
          </Heading>
          <p className="ask-question__left">{leftText(asking.left, asking.limit)}</p>
          {choosePart && target.kind === "memo" ? (
            <Field label="About the part" error={undefined}>
              {(control) => (
                <select
                  {...control}
                  value={target.section}
                  onChange={(event) =>
                    isMemoSection(event.target.value) &&
                    setChosen({ kind: "memo", section: event.target.value })
                  }
                >
                  {DEAL_MEMO_SECTIONS.map((part) => (
                    <option key={part.id} value={part.id}>
                      {part.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          <Field label={`Your question about ${label}`} error={error}>
            {(control) => (
              <textarea
                {...control}
                ref={focusOnOpen}
                rows={3}
                value={question}
                onChange={(event) => {
                  setQuestion(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </Field>
          <div className="content-actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              Send question
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setOpen(false);
                setClosedByUser(true);
                setError(undefined);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button
          ref={button}
          type="button"
          className="button button--small"
          // Read before the click moves the focus: the selection is still the reader's.
          onPointerDown={() => {
            if (!choosePart) return;
            const inView = memoPartInView();
            if (!inView) return;
            setChosen({ kind: "memo", section: inView.section });
            if (inView.quote && !question) setQuestion(`“${inView.quote}” `);
          }}
          onClick={() => {
            if (choosePart && !chosen) {
              const inView = memoPartInView();
              if (inView) setChosen({ kind: "memo", section: inView.section });
            }
            setOpen(true);
            setSent(null);
          }}
        >
          {choosePart ? "Ask a question" : `Ask about ${label}`}
        </button>
      )}
    </div>
  );
}
