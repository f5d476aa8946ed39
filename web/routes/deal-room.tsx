import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useRevalidator } from "react-router";
import { AnswerForm } from "../features/deal-room/answer-form";
import { QuestionsProvider } from "../features/deal-room/ask-question";
import { DealGlance } from "../features/deal-room/deal-glance";
import { DealRoom, readDealRoomEntry } from "../features/deal-room/deal-room";
import { DealDeck } from "../features/deal-room/deck-viewer";
import { trackDeckPage } from "../features/deal-room/engagement-tracker";
import { FirmMemo } from "../features/deal-room/firm-memo";
import { FirmQuestions, questionCount } from "../features/deal-room/firm-questions";
import { ReadingTime } from "../features/deal-room/reading-time";
import { metaForLocation } from "../lib/meta";
import { clientIpContext, pageServices } from "../lib/server-context";
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
  const services = pageServices(context);
  const cookie = request.headers.get("Cookie");
  const deal = await services.dealRoomPage(cookie, context.get(clientIpContext));
  // The deal's questions and answers (docs/decisions/064-deal-questions.md) and the firm's own
  // answer (062), for the same viewer.
  const [questions, answer] = deal
    ? await Promise.all([services.dealRoomQuestions(cookie), services.dealRoomAnswer(cookie)])
    : [null, null];
  return { deal, questions, answer };
}

/**
 * In the browser, with the server's data: where the page opens when it shows no memo, from the
 * link's token in the address (#token=…, which no server sees) or the viewer's session. Run when
 * the page hydrates too, over the data it was rendered with.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader();
  return { ...page, entry: await readDealRoomEntry(page.deal !== null) };
}
clientLoader.hydrate = true as const;

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
export default function DealRoomPage({ loaderData }: Route.ComponentProps) {
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
  return (
    <main className={deal ? "deal-room deal-room--open" : "deal-room"}>
      <header className="deal-room__head">
        <img src="/logo.svg" alt="" width="40" height="40" />
        <h1>Nakhla Ventures · Deal room</h1>
      </header>
      {deal ? (
        <QuestionsProvider
          left={questions?.left ?? 0}
          limit={questions?.limit ?? 0}
          onAsked={reload}
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
          {answer ? <AnswerForm loaded={answer} /> : null}
          <ReadingTime />
        </QuestionsProvider>
      ) : (
        <DealRoom
          entry={("entry" in loaderData ? loaderData.entry : null) ?? CHECKING}
          reload={reload}
        />
      )}
    </main>
  );
}
