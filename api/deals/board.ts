import {
  type AnswerCurrency,
  type BoardColumn,
  CIRCLE_KINDS,
  DEAL_ANSWER_LABELS,
  MEMO_SECTION_LABELS,
  MEMO_SECTIONS,
} from "../../core/deal-answers";
import { founderStageShown } from "../../core/founder-stage";
import type {
  BoardCard,
  DealAnswer,
  DealBoard,
  FounderReach,
} from "../../core/schemas/deal-answer";
import type { FounderApplication } from "../../core/schemas/founder";
import { founderApplication } from "../applications/founder-view";
import type { Database } from "../db/client";
import { notFound } from "../lib/http-error";
import {
  answersOf,
  engagementOfLinks,
  introductionsOf,
  linksOfApplication,
  toAnswer,
  viewsOfLinks,
} from "./answers-repository";
import { engagementOf } from "./engagement";
import { applicationOf, memoVersions } from "./memos-repository";
import { firstSharedAt, sharesOfApplication } from "./sharing-repository";

// The syndication board (docs/decisions/062-deal-answers-and-engagement.md): every firm the deal
// went to, in a column by its answer or, before one, by whether anyone opened the memo.

const COLUMN_OF_ANSWER = {
  interested: "Interested",
  introduction: "Interested",
  "soft-circle": "Soft",
  "hard-circle": "Hard",
  pass: "Passed",
} as const satisfies Record<DealAnswer["kind"], BoardColumn>;

/**
 * A firm's column: by its answer; before one, "No answer by the date" once its respond-by date
 * has passed (not a pass: it may still answer), else by whether anyone opened the memo.
 */
export function columnOf(
  answer: DealAnswer | null,
  views: number,
  respondBy: Date | null,
  now: Date,
): BoardColumn {
  if (answer) return COLUMN_OF_ANSWER[answer.kind];
  if (respondBy && respondBy <= now) return "No answer by the date";
  return views > 0 ? "Opened" : "Not opened";
}

/** Everything the board and the founder's line are made of, read once. */
async function dealFacts(db: Database, applicationId: string, now: Date) {
  const [shares, links, answers, introductions] = await Promise.all([
    sharesOfApplication(db, applicationId),
    linksOfApplication(db, applicationId),
    answersOf(db, applicationId),
    introductionsOf(db, applicationId),
  ]);
  const linkIds = links.map(({ link }) => link.id);
  const [engagement, views] = await Promise.all([
    engagementOfLinks(db, linkIds),
    viewsOfLinks(db, linkIds),
  ]);
  const cards: BoardCard[] = shares.map(({ share, firmName, memoVersion }) => {
    const people = links.filter((row) => row.share.id === share.id).map((row) => row.link);
    const mine = new Set(people.map((link) => link.id));
    const history = answers.filter((row) => row.firmId === share.firmId).map(toAnswer);
    const firmViews = views.filter((view) => view.linkId !== null && mine.has(view.linkId));
    const firmEngagement = engagementOf(
      engagement.filter((row) => mine.has(row.linkId)),
      firmViews,
    );
    const answer = history[0] ?? null;
    const meeting = introductions.find((row) => row.firmId === share.firmId);
    return {
      shareId: share.id,
      firmId: share.firmId,
      firmName,
      memoVersion,
      revoked: share.revokedAt !== null,
      respondBy: share.respondBy?.toISOString() ?? null,
      answeredLate:
        answer !== null &&
        share.respondBy !== null &&
        Date.parse(answer.answeredAt) > share.respondBy.getTime(),
      column: columnOf(answer, firmEngagement.views, share.respondBy, now),
      answer,
      history,
      meeting: meeting
        ? {
            startsAt: meeting.startsAt.toISOString(),
            durationMinutes: meeting.durationMinutes,
            representativeName: meeting.representativeName,
            representativeEmail: meeting.representativeEmail,
            setByName: meeting.setByName,
          }
        : null,
      engagement: firmEngagement,
      people: people.map((link) => ({
        name: link.personName,
        email: link.email,
        engagement: engagementOf(
          engagement.filter((row) => row.linkId === link.id),
          views.filter((view) => view.linkId === link.id),
        ),
      })),
    };
  });
  return cards;
}

/** The board of an application's deal, with the soft and hard totals against the round size. */
export async function dealBoard(
  db: Database,
  applicationId: string,
  now: Date,
): Promise<DealBoard> {
  if (!(await applicationOf(db, applicationId))) throw notFound("Application");
  const [cards, versions] = await Promise.all([
    dealFacts(db, applicationId, now),
    memoVersions(db, applicationId),
  ]);
  // The round the firms read: the newest version shared, else the draft.
  const memo = versions.find((version) => version.sharedAt !== null) ?? versions[0];
  const roundCurrency = (memo?.roundCurrency ?? "USD") as AnswerCurrency;
  const totals = new Map<AnswerCurrency, { soft: number; hard: number }>();
  for (const card of cards) {
    const { answer } = card;
    if (card.revoked || !answer?.currency || answer.amount === null) continue;
    const sums = totals.get(answer.currency) ?? { soft: 0, hard: 0 };
    if (answer.kind === "soft-circle") sums.soft += answer.amount;
    if (answer.kind === "hard-circle") sums.hard += answer.amount;
    totals.set(answer.currency, sums);
  }
  const inRound = totals.get(roundCurrency) ?? { soft: 0, hard: 0 };
  return {
    roundSize: memo?.roundSize ?? null,
    roundCurrency,
    soft: inRound.soft,
    hard: inRound.hard,
    otherCurrencies: [...totals]
      .filter(([currency]) => currency !== roundCurrency)
      .map(([currency, sums]) => ({ currency, ...sums })),
    cards,
  };
}

/**
 * The founder's line (docs/product.md, the founder's side): how many firms have the deal (not
 * revoked), how many opened the memo inside the deal room (its "memo viewed" events, recorded only
 * for a verified viewer who accepted the terms: never a mail's open or a GET of its link), how many
 * answered (a pass too), how many circled (soft or hard), how many let their respond-by date pass
 * without an answer (apart: not a pass); and by name only those asking for an introduction. Read from the database on each request. Null when the deal was never shared.
 */
export async function founderReach(
  db: Database,
  applicationId: string,
  now: Date,
): Promise<FounderReach | null> {
  const cards = (await dealFacts(db, applicationId, now)).filter((card) => !card.revoked);
  if (cards.length === 0) return null;
  return {
    firms: cards.length,
    opened: cards.filter((card) => card.engagement.views > 0).length,
    answered: cards.filter((card) => card.answer !== null).length,
    circled: cards.filter((card) => card.answer !== null && CIRCLE_KINDS.includes(card.answer.kind))
      .length,
    unanswered: cards.filter((card) => card.column === "No answer by the date").length,
    introductions: cards
      .filter((card) => card.answer?.kind === "introduction")
      .map((card) => card.firmName),
  };
}

/**
 * The founder's page: the application as founderApplication gives it, and how far the memo went.
 * A shared deal is past "Received": the page tells one story with its reach line, and its clock
 * says "Under review" since the deal was first shared (or paid for, if later).
 */
export async function founderPageApplication(
  db: Database,
  applicationId: string,
  { gstin, now }: { gstin: string | null; now: Date },
): Promise<FounderApplication> {
  const application = await founderApplication(db, applicationId, { gstin, now });
  const reach = await founderReach(db, applicationId, now);
  const stage = founderStageShown(application.stage, reach !== null);
  const { clock } = application;
  if (stage === application.stage || !clock) return { ...application, stage, reach };
  const shared = await firstSharedAt(db, applicationId);
  const since = shared && shared.toISOString() > clock.paidAt ? shared.toISOString() : clock.paidAt;
  return { ...application, stage, reach, clock: { ...clock, stageSince: since } };
}

const day = (iso: string | null) => iso ?? "";

/** The board as CSV: a row per person at each firm, with the firm's answer and their engagement. */
export function boardCsvRows(board: DealBoard) {
  const header = [
    "Firm",
    "State",
    "Answer",
    "Amount",
    "Currency",
    "Conditions",
    "Pass reason",
    "Note",
    "Answered by",
    "Answered at",
    "Changes of answer",
    "Person",
    "E-mail",
    "First view",
    "Last view",
    "Views",
    "Seconds in the deal room",
    ...MEMO_SECTIONS.map((section) => `Seconds on ${MEMO_SECTION_LABELS[section]}`),
    "Deck pages reached",
    "Seconds per deck page",
  ];
  const rows = board.cards.flatMap((card) =>
    card.people.map((person) => {
      const { answer } = card;
      const { engagement } = person;
      return [
        card.firmName,
        card.revoked ? `${card.column} (revoked)` : card.column,
        answer ? DEAL_ANSWER_LABELS[answer.kind] : "",
        answer?.amount ?? "",
        answer?.currency ?? "",
        answer?.conditions ?? "",
        answer?.passReason ?? "",
        answer?.note ?? "",
        answer?.answeredByEmail ?? "",
        day(answer?.answeredAt ?? null),
        Math.max(0, card.history.length - 1),
        person.name,
        person.email,
        day(engagement.firstViewAt),
        day(engagement.lastViewAt),
        engagement.views,
        engagement.seconds,
        ...MEMO_SECTIONS.map(
          (section) => engagement.sections.find((part) => part.section === section)?.seconds ?? 0,
        ),
        engagement.pagesReached,
        engagement.deckPages.map(({ page, seconds }) => `${page}: ${seconds}`).join("; "),
      ];
    }),
  );
  return { header, rows };
}
