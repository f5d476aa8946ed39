import { useState } from "react";
import { FOUNDER_TOKEN_KEY } from "../../lib/founder-token";
import { AnswersSection } from "./answers-section";
import { DeckSection } from "./deck-section";
import { EmailLinkForm } from "./email-link-form";
import { formatDate } from "./format-date";
import { PaymentSection } from "./payment-section";
import { PitchSlotSection } from "./pitch-slot-section";
import { StageSection } from "./stage-section";
import { useFounderApplication } from "./use-founder-application";
import { YourDataSection } from "./your-data-section";

/**
 * Runs as the served page is read, before its first paint: with no token in the link's fragment
 * nor in this tab (web/lib/founder-token.ts), the page will ask for a link, so it shows that form
 * instead of "Loading…". The server allows it by its hash (api/plugins/web-files.ts).
 */
const NO_LINK_CHECK = `try{if(!/(^|[#&])token=/.test(location.hash)&&!sessionStorage.getItem(${JSON.stringify(FOUNDER_TOKEN_KEY)}))document.documentElement.classList.add("founder-no-link")}catch(e){}`;

/** What a visitor without a working link reads, and the form that mails fresh links. */
function NoLink({ message, untilKnown = false }: { message: string | null; untilKnown?: boolean }) {
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
        {message ??
          "Open this page from the link in the e-mail we sent when you applied, or ask for a new link below."}
      </p>
      <EmailLinkForm />
    </div>
  );
}

/**
 * The founder's own page (/my-application), opened by their private link: no account, no password.
 * One component per section: stage, deck, pitch slot, payment and receipt, answers.
 */
export function FounderPage() {
  const { state, reload } = useFounderApplication();
  const [erased, setErased] = useState<string | null>(null);

  if (erased) {
    return (
      <p role="status" className="founder-page__notice">
        {erased}
      </p>
    );
  }

  if (state.kind === "loading") {
    // Until the script has looked, both are in the page as served; the check above them picks
    // one before the first paint, so a visitor without a link sees the form at once and nothing
    // moves when the script knows (web/styles/founder.css).
    return (
      <>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file; no input reaches it */}
        <script key="check" dangerouslySetInnerHTML={{ __html: NO_LINK_CHECK }} />
        <p key="loading" role="status" className="founder-page__loading">
          Loading your application…
        </p>
        <NoLink key="no-link" message={null} untilKnown />
      </>
    );
  }
  if (state.kind === "no-link") {
    return <NoLink key="no-link" message={state.message} />;
  }
  if (state.kind === "failed") {
    return (
      <p role="alert" className="field__error">
        {state.message}
      </p>
    );
  }

  const { application } = state;
  return (
    <>
      <p className="lead">
        {application.answers.startupName}, submitted on {formatDate(application.createdAt)}.
      </p>
      <StageSection stage={application.stage} />
      <DeckSection decks={application.decks} onChange={reload} />
      <PitchSlotSection onChanged={() => void reload()} />
      <PaymentSection payment={application.payment} onChange={reload} />
      <AnswersSection answers={application.answers} />
      <YourDataSection onErased={setErased} />
    </>
  );
}
