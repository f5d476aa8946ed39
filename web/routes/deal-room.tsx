import { useCallback } from "react";
import { useRevalidator } from "react-router";
import { AnswerForm } from "../features/deal-room/answer-form";
import { DealRoom } from "../features/deal-room/deal-room";
import { DealDeck } from "../features/deal-room/deck-viewer";
import { trackDeckPage } from "../features/deal-room/engagement-tracker";
import { FirmMemo } from "../features/deal-room/firm-memo";
import { ReadingTime } from "../features/deal-room/reading-time";
import { metaForLocation } from "../lib/meta";
import { clientIpContext, pageServices } from "../lib/server-context";
import type { Route } from "./+types/deal-room";
import "../styles/admin.css";
import "../styles/deal-room.css";

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
  const deal = await pageServices(context).dealRoomPage(
    request.headers.get("Cookie"),
    context.get(clientIpContext),
  );
  return { deal };
}

/** Where a firm person's deal link leads: no site or staff chrome, the memo behind their proof. */
export default function DealRoomPage({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  const reload = useCallback(() => void revalidate(), [revalidate]);
  return (
    <main className="deal-room">
      <header className="deal-room__head">
        <img src="/logo.svg" alt="" width="40" height="40" />
        <h1>Nakhla Ventures · Deal room</h1>
      </header>
      {loaderData.deal ? (
        <>
          <FirmMemo deal={loaderData.deal} />
          <DealDeck
            deck={loaderData.deal.deck}
            email={loaderData.deal.viewerEmail}
            onPageShown={trackDeckPage}
          />
          <AnswerForm />
          <ReadingTime />
        </>
      ) : (
        <DealRoom reload={reload} />
      )}
    </main>
  );
}
