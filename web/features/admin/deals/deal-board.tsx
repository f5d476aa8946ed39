import { getSelectProps, useForm, useInputControl } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useId } from "react";
import { useFetcher } from "react-router";
import { formatAmount } from "../../../../core/currencies";
import {
  BOARD_COLUMNS,
  type BoardColumn,
  DEAL_ANSWER_LABELS,
  MEMO_SECTION_LABELS,
} from "../../../../core/deal-answers";
import { respondByDay } from "../../../../core/deal-links";
import { PITCH_SLOT_LENGTHS } from "../../../../core/pitch-slots";
import type {
  BoardCard,
  DealAnswer,
  DealBoard,
  Engagement,
} from "../../../../core/schemas/deal-answer";
import { Field } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";
import { EmailField, TextField } from "../../../components/ui/form-fields";
import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { saveFile } from "../../../lib/save-file";
import type { FormReply } from "../actions";
import { PitchSlotFormSchema } from "../assignments/pitch-slot-form";
import { DateField } from "../dates/date-field";
import { TimeField } from "../dates/time-field";
import { formatDateTime, formatZonedTime } from "../format";
import { Loaded } from "../lists/loaded";
import { boardApi } from "./board-api";
import "../../../styles/deal-board.css";

/** "2 min 5 s", "45 s", "0 s". */
export function duration(seconds: number) {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes} min${rest > 0 ? ` ${rest} s` : ""}` : `${rest} s`;
}

const answerText = (answer: DealAnswer) =>
  answer.amount !== null && answer.currency
    ? `${DEAL_ANSWER_LABELS[answer.kind]}: ${formatAmount(answer.currency, answer.amount)}`
    : answer.passReason
      ? `${DEAL_ANSWER_LABELS[answer.kind]}: ${answer.passReason}`
      : DEAL_ANSWER_LABELS[answer.kind];

const slug = (column: BoardColumn) => column.toLowerCase().replace(/\s+/g, "-");

/** The circles' totals against the round the firms read. */
function Totals({ board }: { board: DealBoard }) {
  const { roundSize, roundCurrency, soft, hard } = board;
  const share = (amount: number) =>
    roundSize ? ` (${Math.round((amount / roundSize) * 100)}% of the round)` : "";
  return (
    <dl className="deal-board__totals">
      <div>
        <dt>Round size</dt>
        <dd>{roundSize === null ? "Not set" : formatAmount(roundCurrency, roundSize)}</dd>
      </div>
      <div>
        <dt>Soft circles</dt>
        <dd>
          {formatAmount(roundCurrency, soft)}
          {share(soft)}
        </dd>
      </div>
      <div>
        <dt>Hard circles</dt>
        <dd>
          {formatAmount(roundCurrency, hard)}
          {share(hard)}
        </dd>
      </div>
      {board.otherCurrencies.map((other) => (
        <div key={other.currency}>
          <dt>In {other.currency} (not converted)</dt>
          <dd>
            soft {formatAmount(other.currency, other.soft)} · hard{" "}
            {formatAmount(other.currency, other.hard)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One person's, or a firm's, reading in a line. */
function readingLine(engagement: Engagement) {
  if (engagement.views === 0) return "Not opened yet";
  const parts = [
    `${engagement.views} ${engagement.views === 1 ? "view" : "views"}`,
    duration(engagement.seconds),
    `first ${formatDateTime(engagement.firstViewAt)}`,
    `last ${formatDateTime(engagement.lastViewAt)}`,
  ];
  if (engagement.pagesReached > 0) parts.push(`deck to page ${engagement.pagesReached}`);
  return parts.join(" · ");
}

function PersonReading({ name, email, engagement }: BoardCard["people"][number]) {
  return (
    <li>
      <p className="deal-board__person">
        {name} · {email}
      </p>
      <p className="record__meta">{readingLine(engagement)}</p>
      {engagement.sections.length > 0 ? (
        <p className="record__meta">
          Memo:{" "}
          {engagement.sections
            .map(({ section, seconds }) => `${MEMO_SECTION_LABELS[section]} ${duration(seconds)}`)
            .join(", ")}
        </p>
      ) : null}
      {engagement.deckPages.length > 0 ? (
        <p className="record__meta">
          Deck:{" "}
          {engagement.deckPages
            .map(({ page, seconds }) => `page ${page} ${duration(seconds)}`)
            .join(", ")}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The meeting with a firm that asked for an introduction: a time, a length, our representative.
 * A conform form posted to the record's clientAction (`introduction-meeting`), checked there and
 * here with the pitch slot's form schema, since the call takes a slot's fields.
 */
function IntroductionForm({ card }: { card: BoardCard }) {
  const fetcher = useFetcher<FormReply>();
  const [form, fields] = useForm({
    id: `introduction-form-${card.firmId}`,
    defaultValue: { durationMinutes: "30" },
    lastResult: fetcher.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PitchSlotFormSchema }),
  });
  const date = useInputControl(fields.date);
  const time = useInputControl(fields.time);
  const {
    key: lengthKey,
    id: _id,
    ...length
  } = getSelectProps(fields.durationMinutes, { ariaAttributes: false });

  return (
    <fetcher.Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      className="deal-board__meeting-form"
      aria-label={`Set the introduction meeting with ${card.firmName}`}
    >
      <input type="hidden" name="intent" value="introduction-meeting" />
      <input type="hidden" name="firmId" value={card.firmId} />
      <DateField
        label="Meeting date"
        value={date.value ?? ""}
        onChange={date.change}
        error={fields.date.errors?.[0]}
      />
      <TimeField
        label="Meeting time"
        value={time.value ?? ""}
        onChange={time.change}
        error={fields.time.errors?.[0]}
      />
      <Field label="Length" error={fields.durationMinutes.errors?.[0]}>
        {(control) => (
          <select key={lengthKey} {...length} {...control}>
            {PITCH_SLOT_LENGTHS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField field={fields.representativeName} label="Representative" autoComplete="name" />
      <EmailField field={fields.representativeEmail} label="Representative's e-mail" />
      <FormAlert message={form.errors?.[0] ?? null} />
      <button type="submit" className="button button--primary" disabled={fetcher.state !== "idle"}>
        {card.meeting ? "Move the meeting" : "Set the meeting"}
      </button>
    </fetcher.Form>
  );
}

function Card({ card, administers }: { card: BoardCard; administers: boolean }) {
  const id = useId();
  const asked = card.answer?.kind === "introduction";
  return (
    <li className="deal-board__card" aria-labelledby={`${id}-firm`}>
      <p id={`${id}-firm`} className="record__title">
        {card.firmName}
        {card.revoked ? " (revoked)" : ""}
      </p>
      <p className="deal-board__answer">
        {card.answer ? answerText(card.answer) : card.column}
        {card.history.length > 1 ? ` (changed ${card.history.length - 1}×)` : ""}
        {card.answeredLate ? (
          <>
            {" "}
            <span className="clock-overdue">Late</span>
          </>
        ) : null}
      </p>
      {card.respondBy ? (
        <p className="record__meta">Answer asked by {respondByDay(card.respondBy)}</p>
      ) : null}
      <p className="record__meta">{readingLine(card.engagement)}</p>
      {card.meeting ? (
        <p className="record__meta">
          Introduction meeting {formatZonedTime(card.meeting.startsAt)},{" "}
          {card.meeting.durationMinutes} minutes with {card.meeting.representativeName}
        </p>
      ) : null}
      <details className="deal-board__details">
        <summary>Engagement and answers</summary>
        <h5 className="deal-board__subhead">People</h5>
        <ul className="deal-board__people">
          {card.people.map((person) => (
            <PersonReading key={person.email} {...person} />
          ))}
        </ul>
        <h5 className="deal-board__subhead">Answers</h5>
        {card.history.length === 0 ? (
          <p className="record__meta">No answer yet.</p>
        ) : (
          <ol className="deal-board__history">
            {card.history.map((answer) => (
              <li key={answer.answeredAt}>
                {answerText(answer)}
                {answer.conditions ? ` (conditions: ${answer.conditions})` : ""}
                {answer.note ? ` · “${answer.note}”` : ""} · {answer.answeredByEmail},{" "}
                {formatDateTime(answer.answeredAt)}
              </li>
            ))}
          </ol>
        )}
      </details>
      {administers && asked && !card.revoked ? (
        <details className="deal-board__details">
          <summary>
            {card.meeting ? "Move the introduction meeting" : "Set the introduction meeting"}
          </summary>
          <IntroductionForm card={card} />
        </details>
      ) : null}
    </li>
  );
}

function Columns({ board, administers }: { board: DealBoard; administers: boolean }) {
  const id = useId();
  return (
    <div className="deal-board">
      {BOARD_COLUMNS.map((column) => {
        const cards = board.cards.filter((card) => card.column === column);
        return (
          <section
            key={column}
            className="deal-board__column"
            data-column={slug(column)}
            aria-labelledby={`${id}-${slug(column)}`}
          >
            <h4 id={`${id}-${slug(column)}`} className="deal-board__title">
              {column} <span className="deal-board__count">{cards.length}</span>
            </h4>
            {cards.length === 0 ? (
              <p className="deal-board__empty">None</p>
            ) : (
              <ul className="deal-board__cards">
                {cards.map((card) => (
                  <Card key={card.shareId} card={card} administers={administers} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

/**
 * A deal's syndication board (docs/decisions/062-deal-answers-and-engagement.md): every firm the
 * memo went to, in a column by its answer, with the circles against the round size. Reviewers
 * read it; admins also export it and set introduction meetings.
 */
export function DealBoardSection({
  applicationId,
  board,
  administers,
}: {
  applicationId: string;
  board: Promise<DealBoard>;
  administers: boolean;
}) {
  async function exportCsv() {
    try {
      saveFile(await boardApi.csv(applicationId), "syndication-board.csv");
    } catch (error) {
      const text = "The board could not be exported.";
      toast(errorText(error, { fallback: text, network: text }), "error");
    }
  }
  return (
    <section aria-labelledby="deal-board-heading" className="deal-board">
      <div className="deal-board__head">
        <h3 id="deal-board-heading">Syndication board</h3>
        {administers ? (
          <button type="button" className="button" onClick={() => void exportCsv()}>
            Export CSV
          </button>
        ) : null}
      </div>
      <Loaded
        data={board}
        loading={<p role="status">Loading the board…</p>}
        failure={() => <p className="field__error">Could not load the board.</p>}
      >
        {(loaded: DealBoard) =>
          loaded.cards.length === 0 ? (
            <p className="list-message">The deal has not been shared with any firm yet.</p>
          ) : (
            <>
              <Totals board={loaded} />
              <Columns board={loaded} administers={administers} />
            </>
          )
        }
      </Loaded>
    </section>
  );
}
