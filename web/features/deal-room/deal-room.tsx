import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { DEAL_LINK_NOT_VALID, dealLinkEndingOf } from "../../../core/deal-links";
import { errorText } from "../../lib/api";
import { failureText, isFailure } from "../../lib/form-action";
import { dealRoomApi } from "./deal-room-api";
import { type RoomFormAnswer, useWayInFetcher } from "./room-forms";
import { roomMessage } from "./room-messages";
import { endingHeading } from "./room-words";
import { type DealOpening, WayIn } from "./way-in";

/** Where the page opens: what the route's loader found in the address or the viewer's session. */
export type DealRoomEntry =
  | { phase: "checking" }
  | { phase: "refused"; message: string }
  | { phase: "address"; token: string; opening: DealOpening }
  | { phase: "terms"; email: string };

const TEXTS = { fallback: DEAL_LINK_NOT_VALID, network: "Something went wrong. Please try again." };

/** The link's secret: after #token=, which the browser never sends to any server. */
const tokenOfLink = () => new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";
/**
 * Once the address is proved, the cookie carries the session: the token leaves the address bar,
 * before the page is read again (the client loader reads the address the browser shows).
 */
export const forgetToken = () => window.history.replaceState(null, "", window.location.pathname);

/**
 * What the page opens on, for the route's client loader: the deal a link in the address opens
 * (it wins over a live session), else, without a memo to show, the terms for a viewer who proved
 * the address and has still to accept them (the server's loader says who). Null when the memo is
 * shown.
 */
export async function readDealRoomEntry(page: {
  deal: unknown;
  termsFor: string | null;
}): Promise<DealRoomEntry | null> {
  const token = tokenOfLink();
  if (token) {
    return dealRoomApi.open(token).then(
      (opening): DealRoomEntry => ({ phase: "address", token, opening }),
      (error): DealRoomEntry => ({ phase: "refused", message: errorText(error, TEXTS) }),
    );
  }
  if (page.deal !== null) return null;
  // No session, or one whose terms are accepted but which opens no memo: nothing opens here.
  return page.termsFor === null
    ? { phase: "refused", message: DEAL_LINK_NOT_VALID }
    : { phase: "terms", email: page.termsFor };
}

/**
 * Why the way in's last post leaves nothing to do on this link: what kept it from the server, or
 * the action's error for the whole form, which is always the link's (or the session's) refusal.
 */
const refusalOf = (answered: RoomFormAnswer | undefined) => {
  if (!answered) return null;
  if (isFailure(answered)) return failureText(answered, TEXTS);
  return "result" in answered ? (answered.result.error?.[""]?.[0] ?? null) : null;
};

/** Which link or session an entry is for: the same after the loader has read it again. */
const keyOf = (entry: DealRoomEntry) =>
  entry.phase === "address"
    ? `address ${entry.token}`
    : entry.phase === "terms"
      ? `terms ${entry.email}`
      : entry.phase;

/**
 * Where a firm person's link opens, with the page's scripts (docs/decisions/058-deal-sharing.md):
 * the way in's forms (way-in.tsx) for the link in the address, then the memo, which the server
 * renders with the page once the action has set the viewer cookie and the terms are accepted.
 */
export function DealRoom({ entry }: { entry: DealRoomEntry }) {
  const { t } = useLingui();
  const answered = useWayInFetcher().data;
  // An answer set aside: by "Use another address", or as the one before the loader's last entry
  // (another link opened on this page), which it does not answer.
  const [setAside, setSetAside] = useState({ entry: keyOf(entry), answered });
  if (setAside.entry !== keyOf(entry)) setSetAside({ entry: keyOf(entry), answered });
  const current = answered === setAside.answered ? undefined : answered;
  const refused = refusalOf(current);
  if (refused !== null) return <Refused message={refused} />;

  switch (entry.phase) {
    case "checking":
      // Said only where the page's scripts run: they are the ones checking (deal-room.css).
      return (
        <p role="status" className="deal-room__checking">
          {t`Checking your link…`}
        </p>
      );
    case "refused":
      return <Refused message={entry.message} />;
    case "address":
      return (
        <WayIn
          link={{ token: entry.token, opening: entry.opening }}
          termsFor={null}
          answered={current}
          onAnother={() => setSetAside({ entry: keyOf(entry), answered })}
        />
      );
    case "terms":
      return <WayIn link={null} termsFor={entry.email} answered={current} />;
  }
}

/**
 * Why the link opens nothing. A real link that ended (expired, withdrawn, or its firm's share
 * ended) has its own page, saying what happened and whom to write to; anything else gets the one
 * answer that tells a stranger nothing (docs/decisions/058-deal-sharing.md).
 */
function Refused({ message }: { message: string }) {
  const { i18n } = useLingui();
  const ending = dealLinkEndingOf(message);
  if (!ending) {
    return (
      <p className="deal-room__refused" role="alert">
        {roomMessage(message, i18n)}
      </p>
    );
  }
  return (
    <section className="deal-room__ended" aria-labelledby="deal-ended-heading">
      <h2 id="deal-ended-heading">{endingHeading(ending, i18n)}</h2>
      <p className="deal-room__refused" role="alert">
        {roomMessage(message, i18n)}
      </p>
    </section>
  );
}
