import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { isolateLeftToRight } from "../../../core/bidi";
import type { FounderPageData } from "../../../core/page-services";
import type { FounderPitchSlots } from "../../../core/schemas/pitch-slot";
import { useNonce } from "../../lib/nonce";
import { AnswersSection } from "./answers-section";
import { AppealSection } from "./appeal-section";
import { ClockLine, DecisionTimesLine } from "./clock-line";
import { DeckSection } from "./deck-section";
import { EmailLinkForm } from "./email-link-form";
import { FeedbackSection } from "./feedback-section";
import { useFounderDates } from "./format-date";
import { answerTo, FOUNDER_INTENTS, type FounderFormAnswer } from "./founder-forms";
import { founderMessage } from "./founder-messages";
import { PaymentSection } from "./payment-section";
import { PitchSlotSection } from "./pitch-slot-section";
import { ReachSection } from "./reach-section";
import { RefundsSection } from "./refunds-section";
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
      <noscript>
        <PastedLinkForm answer={answerTo(FOUNDER_INTENTS.pastedLink, answer)} />
      </noscript>
      <EmailLinkForm answer={answer} />
    </div>
  );
}

/**
 * The way in for a browser that runs no scripts, which cannot read the link's token after its
 * "#": the link pasted here and posted to the page's action, which sets the founder cookie
 * (docs/decisions/036-founder-cookie.md). React renders a `<noscript>`'s content on the server
 * only, so a browser with scripts never shows it. Posted, never in an address.
 */
function PastedLinkForm({ answer }: { answer: FounderFormAnswer | undefined }) {
  const id = useId();
  const { i18n } = useLingui();
  const refused = answer && "result" in answer ? answer.result.error?.[""]?.[0] : undefined;
  return (
    <section className="card founder-link-form" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <Trans>Open my application</Trans>
      </h2>
      <form method="post">
        <input type="hidden" name="intent" value={FOUNDER_INTENTS.pastedLink} />
        <div className="field">
          <label htmlFor={`${id}-link`} className="field__label">
            <Trans>Paste the link from your e-mail</Trans>
          </label>
          <input
            id={`${id}-link`}
            name="link"
            required
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={refused ? `${id}-refused` : undefined}
          />
          {refused ? (
            <p id={`${id}-refused`} className="field__error">
              {founderMessage(refused, i18n)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary">
          <Trans>Open my application</Trans>
        </button>
      </form>
    </section>
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
            <bdi>{isolateLeftToRight(application.answers.startupName)}</bdi>, submitted on{" "}
            {formatDate(application.createdAt)}.
          </Trans>
        </p>
        <StageSection
          stage={application.stage}
          reach={application.reach ? <ReachSection reach={application.reach} /> : null}
          clock={
            <>
              {application.clock ? (
                <ClockLine stage={application.stage} clock={application.clock} />
              ) : null}
              <DecisionTimesLine times={application.decisionTimes} />
            </>
          }
        />
        {application.feedback ? <FeedbackSection feedback={application.feedback} /> : null}
        {application.appeal ? (
          <AppealSection appeal={application.appeal} posted={answered} />
        ) : null}
        <DeckSection
          decks={application.decks}
          decided={application.stage === "Decision made"}
          onChange={reload}
          posted={answered}
        />
        <PitchSlotSection loaded={pitchSlots} posted={answered} />
        <PaymentSection payment={application.payment} onChange={reload} />
        {application.refunds.length > 0 ? <RefundsSection refunds={application.refunds} /> : null}
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
