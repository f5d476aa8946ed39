import { useCallback, useSyncExternalStore } from "react";
import { useRevalidator } from "react-router";
import { AnswerForm } from "../features/deal-room/answer-form";
import { QuestionsProvider } from "../features/deal-room/ask-question";
import { DealRoom } from "../features/deal-room/deal-room";
import { DealDeck } from "../features/deal-room/deck-viewer";
import { trackDeckPage } from "../features/deal-room/engagement-tracker";
import { FirmMemo } from "../features/deal-room/firm-memo";
import { FirmQuestions } from "../features/deal-room/firm-questions";
import { ReadingTime } from "../features/deal-room/reading-time";
import { metaForLocation } from "../lib/meta";
import { clientIpContext, pageServices } from "../lib/server-context";
import type { Route } from "./+types/deal-room";
import "../styles/admin.css";
import "../styles/deal-room.css";
import "../styles/deal-qa.css";

export const meta = metaForLocation;

/** A firm's confidential reading: never kept by a cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
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

/** Where a firm person's deal link leads: no site or staff chrome, the memo behind their proof. */
export default function DealRoomPage({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  const reload = useCallback(() => void revalidate(), [revalidate]);
  // A link opened while another deal's session is live: the link wins, and is proved first.
  const linkInAddress = useLinkInAddress();
  return (
    <main className="deal-room">
      <header className="deal-room__head">
        <img src="/logo.svg" alt="" width="40" height="40" />
        <h1>Nakhla Ventures · Deal room</h1>
      </header>
      {loaderData.deal && !linkInAddress ? (
        <QuestionsProvider
          left={loaderData.questions?.left ?? 0}
          limit={loaderData.questions?.limit ?? 0}
          onAsked={reload}
        >
          <FirmMemo deal={loaderData.deal} />
          <DealDeck
            deck={loaderData.deal.deck}
            email={loaderData.deal.viewerEmail}
            onPageShown={trackDeckPage}
          />
          {loaderData.questions ? (
            <FirmQuestions questions={loaderData.questions} email={loaderData.deal.viewerEmail} />
          ) : null}
          {loaderData.answer ? <AnswerForm loaded={loaderData.answer} /> : null}
          <ReadingTime />
        </QuestionsProvider>
      ) : (
        <DealRoom reload={reload} />
      )}
    </main>
  );
}
