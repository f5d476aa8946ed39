import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { FounderPageData } from "../../../core/page-services";
import type { FounderPitchSlots } from "../../../core/schemas/pitch-slot";
import { useNonce } from "../../lib/nonce";
import { AnswersSection } from "./answers-section";
import { DeckSection } from "./deck-section";
import { EmailLinkForm } from "./email-link-form";
import { useFounderDates } from "./format-date";
import type { FounderFormAnswer } from "./founder-forms";
import { founderMessage } from "./founder-messages";
import { PaymentSection } from "./payment-section";
import { PitchSlotSection } from "./pitch-slot-section";
import { ReachSection } from "./reach-section";
import { StageSection } from "./stage-section";
import { useLinkInAddress } from "./use-link-in-address";
import { YourDataSection } from "./your-data-section";

/**
 * Runs as the served page is read, before its first paint: a link's token in the address
 * (#token=…) is about to be exchanged for the founder cookie, so the page shows "Loading…" instead
 * of the form that asks for a link (web/styles/founder.css). Allowed by the request's nonce.
 */
const LINK_IN_ADDRESS_CHECK = `if(/(^|[#&])token=/.test(location.hash))document.documentElement.classList.add("founder-link-opening")`;

/** What a visitor without a working link reads, and the form that mails fresh links. */
function NoLink({
  message,
  untilKnown = false,
  answer,
}: {
  message: string | null;
  untilKnown?: boolean;
  answer: FounderFormAnswer | undefined;
}) {
  const { i18n } = useLingui();
  return (
    <div
      className={
        untilKnown
          ? "founder-page__no-link founder-page__no-link--until-known"
          : "founder-page__no-link"
      }
    >
      <p
        className={message ? "founder-page__notice" : undefined}
        role={message ? "alert" : undefined}
      >
        {message ? (
          founderMessage(message, i18n)
        ) : (
          <Trans>
            Open this page from the link in the e-mail we sent when you applied, or ask for a new
            link below.
          </Trans>
        )}
      </p>
      <EmailLinkForm answer={answer} />
    </div>
  );
}

/** The page's heading (its words are the founder catalogue's, with the rest of the page). */
export function FounderPageTitle() {
  return (
    <h1>
      <Trans>Your application</Trans>
    </h1>
  );
}

/**
 * The founder's own page (/my-application), opened by their private link: no account, no password.
 * `page` is what the server's loader found for the founder cookie (and `pitchSlots`, the pitch
 * slot's section's); a link in the address is
 * exchanged for the cookie first (use-link-in-address.ts). One component per section: stage, deck,
 * pitch slot, payment and receipt, answers.
 */
export function FounderPage({
  page,
  pitchSlots,
  answered,
  reload,
}: {
  page: FounderPageData;
  pitchSlots: FounderPitchSlots | null;
  /** What the page's action answered its forms' last post (a fetcher's is the fetcher's own). */
  answered: FounderFormAnswer | undefined;
  reload: () => void;
}) {
  const nonce = useNonce();
  const link = useLinkInAddress();
  const [erased, setErased] = useState<string | null>(null);
  const { application } = page;
  const { i18n } = useLingui();
  const { formatDate } = useFounderDates();

  if (erased) {
    return (
      <p role="status" className="founder-page__notice">
        {founderMessage(erased, i18n)}
      </p>
    );
  }

  if (application) {
    return (
      <>
        <p className="lead">
          <Trans>
            <bdi>{application.answers.startupName}</bdi>, submitted on{" "}
            {formatDate(application.createdAt)}.
          </Trans>
        </p>
        <StageSection
          stage={application.stage}
          reach={application.reach ? <ReachSection reach={application.reach} /> : null}
        />
        <DeckSection
          decks={application.decks}
          decided={application.stage === "Decision made"}
          onChange={reload}
          posted={answered}
        />
        <PitchSlotSection loaded={pitchSlots} posted={answered} />
        <PaymentSection payment={application.payment} onChange={reload} />
        <AnswersSection answers={application.answers} />
        <YourDataSection onErased={setErased} />
      </>
    );
  }
  if (link.phase === "unknown") {
    // As served: both, and the check above them picks one before the first paint, so nothing
    // moves when the script knows.
    return (
      <>
        <script
          key="check"
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file; no input reaches it
          dangerouslySetInnerHTML={{ __html: LINK_IN_ADDRESS_CHECK }}
        />
        <p key="loading" role="status" className="founder-page__loading">
          <Trans>Loading your application…</Trans>
        </p>
        <NoLink key="no-link" message={page.message} untilKnown answer={answered} />
      </>
    );
  }
  if (link.phase === "opening") {
    return (
      <p key="opening" role="status">
        <Trans>Loading your application…</Trans>
      </p>
    );
  }
  return <NoLink key="settled" message={link.message ?? page.message} answer={answered} />;
}
