import { type FormEvent, useState } from "react";
import { DEAL_LINK_ENDINGS, dealLinkEndingOf } from "../../../core/schemas/deal-sharing";
import { Field } from "../../components/ui/field";
import { ApiError, errorText } from "../../lib/api";
import { dealRoomApi } from "./deal-room-api";

type Opening = { startupName: string; firmName: string };
/** Where the page opens: what the route's loader found in the address or the viewer's session. */
export type DealRoomEntry =
  | { phase: "checking" }
  | { phase: "refused"; message: string }
  | { phase: "address"; opening: Opening }
  | { phase: "terms"; email: string };
type Phase = DealRoomEntry | { phase: "code"; opening: Opening; email: string; sent: string };

const NOT_VALID =
  "This link does not open a deal. Ask the person who sent it to you for a new one.";
const TEXTS = { fallback: NOT_VALID, network: "Something went wrong. Please try again." };

/** The link's secret: after #token=, which the browser never sends to any server. */
const tokenOfLink = () => new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";
/** Once the address is proved, the cookie carries the session: the token leaves the address bar. */
const forgetToken = () => window.history.replaceState(null, "", window.location.pathname);

const refusal = (error: unknown): DealRoomEntry => ({
  phase: "refused",
  message: errorText(error, TEXTS),
});

/**
 * What the page opens on, for the route's client loader: the deal a link in the address opens
 * (it wins over a live session), else, without a memo to show, the session of someone back after
 * the code (a reload) who has still to accept the terms. Null when the memo is shown.
 */
export async function readDealRoomEntry(memoShown: boolean): Promise<DealRoomEntry | null> {
  const token = tokenOfLink();
  if (token)
    return dealRoomApi.open(token).then((opening) => ({ phase: "address", opening }), refusal);
  if (memoShown) return null;
  return dealRoomApi.me().then(
    (me): DealRoomEntry =>
      // Terms accepted but no memo: the session no longer opens the deal.
      me.termsAccepted
        ? { phase: "refused", message: NOT_VALID }
        : { phase: "terms", email: me.email },
    refusal,
  );
}

/**
 * Where a firm person's link opens (docs/decisions/058-deal-sharing.md): prove the address with a
 * code sent to it, accept the confidentiality terms once, then read the memo, which the server
 * renders with the page (`reload` loads it).
 */
export function DealRoom({ entry, reload }: { entry: DealRoomEntry; reload: () => void }) {
  // The steps taken on the page; until the first, where the loader said to start. The loader's
  // next answer (another link opened here, the memo that did not open) replaces them.
  const [step, setStep] = useState<Phase | null>(null);
  const [stepsFrom, setStepsFrom] = useState(entry);
  if (stepsFrom !== entry) {
    setStepsFrom(entry);
    setStep(null);
  }
  const state = step ?? entry;
  const refuse = (error: unknown) => setStep(refusal(error));
  /** After the code: the terms once, then the memo. */
  const afterProof = (termsAccepted: boolean, email: string) => {
    forgetToken();
    if (!termsAccepted) return setStep({ phase: "terms", email });
    setStep({ phase: "checking" });
    reload();
  };

  switch (state.phase) {
    case "checking":
      // Said only where the page's scripts run: they are the ones checking (deal-room.css).
      return (
        <p role="status" className="deal-room__checking">
          Checking your link…
        </p>
      );
    case "refused":
      return <Refused message={state.message} />;
    case "address":
      return (
        <AddressStep
          opening={state.opening}
          onSent={(email, sent) => setStep({ phase: "code", opening: state.opening, email, sent })}
          onRefused={refuse}
        />
      );
    case "code":
      return (
        <CodeStep
          email={state.email}
          sent={state.sent}
          onProved={(termsAccepted) => afterProof(termsAccepted, state.email)}
          onAnother={() => setStep({ phase: "address", opening: state.opening })}
          onRefused={refuse}
        />
      );
    case "terms":
      return (
        <TermsStep
          email={state.email}
          onAccepted={() => afterProof(true, state.email)}
          onRefused={refuse}
        />
      );
  }
}

function AddressStep({
  opening,
  onSent,
  onRefused,
}: {
  opening: Opening;
  onSent: (email: string, message: string) => void;
  onRefused: (error: unknown) => void;
}) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError("Enter a valid e-mail address");
      return;
    }
    setBusy(true);
    try {
      const { message } = await dealRoomApi.sendCode(tokenOfLink(), email.trim());
      onSent(email.trim(), message);
    } catch (caught) {
      // A bad address, or too many codes asked for it: said beside the field.
      if (caught instanceof ApiError && (caught.status === 400 || caught.status === 429)) {
        setError(caught.serverMessage);
      } else onRefused(caught);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <p>
        Nakhla Ventures has shared its analyst memo on <strong>{opening.startupName}</strong> with{" "}
        <strong>{opening.firmName}</strong>. First, confirm your work e-mail address: we send a
        one-time code to it.
      </p>
      <form noValidate onSubmit={submit} className="form" aria-label="Confirm your address">
        <Field label="Your work e-mail address" error={error}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button button--primary" disabled={busy}>
          Send me a code
        </button>
      </form>
    </>
  );
}

function CodeStep({
  email,
  sent,
  onProved,
  onAnother,
  onRefused,
}: {
  email: string;
  sent: string;
  onProved: (termsAccepted: boolean) => void;
  onAnother: () => void;
  onRefused: (error: unknown) => void;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError("Enter the 6-digit code from the e-mail");
      return;
    }
    setBusy(true);
    try {
      const state = await dealRoomApi.verify(tokenOfLink(), email, code.trim());
      onProved(state.termsAccepted);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status < 500) setError(caught.serverMessage);
      else onRefused(caught);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <p role="status">{sent}</p>
      <form noValidate onSubmit={submit} className="form" aria-label="Enter your code">
        <Field label={`The code sent to ${email}`} error={error}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Field>
        <div className="content-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            Open the deal
          </button>
          <button type="button" className="button" onClick={onAnother}>
            Use another address
          </button>
        </div>
      </form>
    </>
  );
}

function TermsStep({
  email,
  onAccepted,
  onRefused,
}: {
  email: string;
  onAccepted: () => void;
  onRefused: (error: unknown) => void;
}) {
  const [ticked, setTicked] = useState(false);
  const [error, setError] = useState<string | undefined>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ticked) {
      setError("Tick the box to accept the confidentiality terms");
      return;
    }
    try {
      await dealRoomApi.acceptTerms();
      onAccepted();
    } catch (caught) {
      onRefused(caught);
    }
  }
  return (
    <form noValidate onSubmit={submit} className="form" aria-labelledby="terms-heading">
      <h2 id="terms-heading">Confidentiality terms</h2>
      <p>
        The memo and everything shown with it are shared with you in confidence, for your firm's
        decision whether to invest. You will not pass them on outside your firm, copy them, or use
        them for anything else. Every page carries your address ({email}) and the date, and every
        visit is recorded.
      </p>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={ticked}
          aria-describedby={error ? "terms-error" : undefined}
          onChange={(e) => setTicked(e.target.checked)}
        />{" "}
        I accept the confidentiality terms
      </label>
      {error ? (
        <p id="terms-error" className="field__error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary">
        Accept and open the memo
      </button>
    </form>
  );
}

/**
 * Why the link opens nothing. A real link that ended (expired, withdrawn, or its firm's share
 * ended) has its own page, saying what happened and whom to write to; anything else gets the one
 * answer that tells a stranger nothing (docs/decisions/058-deal-sharing.md).
 */
function Refused({ message }: { message: string }) {
  const ending = dealLinkEndingOf(message);
  if (!ending) {
    return (
      <p className="deal-room__refused" role="alert">
        {message}
      </p>
    );
  }
  return (
    <section className="deal-room__ended" aria-labelledby="deal-ended-heading">
      <h2 id="deal-ended-heading">{DEAL_LINK_ENDINGS[ending].heading}</h2>
      <p className="deal-room__refused" role="alert">
        {message}
      </p>
    </section>
  );
}
