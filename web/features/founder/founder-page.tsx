import { AnswersSection } from "./answers-section";
import { DeckSection } from "./deck-section";
import { EmailLinkForm } from "./email-link-form";
import { formatDate } from "./format-date";
import { PaymentSection } from "./payment-section";
import { PitchSlotSection } from "./pitch-slot-section";
import { StageSection } from "./stage-section";
import { useFounderApplication } from "./use-founder-application";

/**
 * The founder's own page (/my-application), opened by their private link: no account, no password.
 * One component per section: stage, deck, pitch slot, payment and receipt, answers.
 */
export function FounderPage() {
  const { state, reload } = useFounderApplication();

  if (state.kind === "loading") {
    return (
      <p role="status" className="founder-page__loading">
        Loading your application…
      </p>
    );
  }
  if (state.kind === "no-link") {
    return (
      <>
        <p
          className={state.message ? "founder-page__notice" : undefined}
          role={state.message ? "alert" : undefined}
        >
          {state.message ??
            "Open this page from the link in the e-mail we sent when you applied, or ask for a new link below."}
        </p>
        <EmailLinkForm />
      </>
    );
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
    </>
  );
}
