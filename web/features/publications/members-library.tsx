import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { MEMBERS_GATE_DELAY_MS } from "../../../core/constants";
import { useModalDialog } from "../../components/ui/use-modal-dialog";
import { PUBLICATIONS } from "../../content/publications";

type GateState = "idle" | "verifying" | "failed";

const GATE_FAILURE = "Invalid credentials. Not a member.";

/**
 * The members-only library (docs/product.md, section 2.5): every card and the 'Library Access' button open the
 * credentials dialog. There is no member login: after 'Verifying...' for 2 seconds the answer is
 * always that the credentials are invalid, and what was typed never leaves the page.
 */
export function MembersLibrary() {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<GateState>("idle");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ids = useId();

  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
    setState("idle");
    setPassword("");
  };
  const dialog = useModalDialog(open, close);

  useEffect(() => () => clearTimeout(timer.current), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Nothing is sent anywhere: the form only ever answers locally.
    event.preventDefault();
    setState("verifying");
    timer.current = setTimeout(() => {
      setState("failed");
      setPassword("");
    }, MEMBERS_GATE_DELAY_MS);
  }

  return (
    <>
      <div className="library__access">
        <button
          type="button"
          className="button button--primary"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          Library Access
        </button>
        <p className="field__hint">For members of our investor network.</p>
      </div>
      <ul className="publications">
        {PUBLICATIONS.map((publication) => (
          <li key={publication.title}>
            <button
              type="button"
              className="publication"
              aria-haspopup="dialog"
              onClick={() => setOpen(true)}
            >
              <span className="publication__meta">
                <span className="publication__kind">{publication.kind}</span>
                <span>{publication.date}</span>
              </span>
              <span className="publication__title">{publication.title}</span>
              <span className="publication__teaser">{publication.teaser}</span>
              <span className="publication__redacted" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              <span className="publication__lock">
                <span aria-hidden="true" className="icon-lock" /> Members only
              </span>
            </button>
          </li>
        ))}
      </ul>
      <dialog {...dialog} className="dialog gate-dialog" aria-labelledby={`${ids}-title`}>
        <div className="gate-dialog__panel">
          <button type="button" className="gate-dialog__close" aria-label="Close" onClick={close}>
            ×
          </button>
          <h2 id={`${ids}-title`}>Members' library</h2>
          <p>Sign in with the credentials sent with your invitation to the investor network.</p>
          <form className="form" onSubmit={onSubmit}>
            <div className="field">
              <label htmlFor={`${ids}-username`} className="field__label">
                Username
              </label>
              <input
                id={`${ids}-username`}
                autoComplete="username"
                required
                value={username}
                onChange={(event) => setUsername(event.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={`${ids}-password`} className="field__label">
                Password
              </label>
              <input
                id={`${ids}-password`}
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
            <p role="alert" className="field__error gate-dialog__message">
              {state === "failed" ? GATE_FAILURE : ""}
            </p>
            <button
              type="submit"
              className="button button--primary"
              disabled={state === "verifying"}
            >
              {state === "verifying" ? "Verifying..." : "Sign in"}
            </button>
          </form>
        </div>
      </dialog>
    </>
  );
}
