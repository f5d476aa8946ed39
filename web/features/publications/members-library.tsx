import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { MEMBERS_GATE_DELAY_MS } from "../../../core/constants";
import { useModalDialog } from "../../components/ui/use-modal-dialog";
import { PUBLICATION_KINDS, PUBLICATIONS } from "../../content/publications";
import { contentMonth } from "../../i18n/dates";
import { useDigits } from "../../i18n/digits";
import { useLocale } from "../../i18n/language";

type GateState = "idle" | "verifying" | "failed";

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
  const { t } = useLingui();
  const locale = useLocale();
  const digits = useDigits();

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
          <Trans>Library Access</Trans>
        </button>
        <p className="field__hint">
          <Trans>For members of our investor network.</Trans>
        </p>
      </div>
      <ul className="publications">
        {PUBLICATIONS.map((publication) => (
          <li key={publication.title.id}>
            <button
              type="button"
              className="publication"
              aria-haspopup="dialog"
              onClick={() => setOpen(true)}
            >
              <span className="publication__meta">
                <span className="publication__kind">{t(PUBLICATION_KINDS[publication.kind])}</span>
                <span>{contentMonth(locale, publication.month, digits)}</span>
              </span>
              <span className="publication__title">{t(publication.title)}</span>
              <span className="publication__teaser">{t(publication.teaser)}</span>
              <span className="publication__redacted" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              <span className="publication__lock">
                <span aria-hidden="true" className="icon-lock" /> <Trans>Members only</Trans>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <dialog {...dialog} className="dialog gate-dialog" aria-labelledby={`${ids}-title`}>
        <div className="gate-dialog__panel">
          <button
            type="button"
            className="gate-dialog__close"
            aria-label={t`Close`}
            onClick={close}
          >
            ×
          </button>
          <h2 id={`${ids}-title`}>
            <Trans>Members' library</Trans>
          </h2>
          <p>
            <Trans>
              Sign in with the credentials sent with your invitation to the investor network.
            </Trans>
          </p>
          <form className="form" onSubmit={onSubmit}>
            <div className="field">
              <label htmlFor={`${ids}-username`} className="field__label">
                <Trans>Username</Trans>
              </label>
              <input
                id={`${ids}-username`}
                dir="auto"
                autoComplete="username"
                required
                value={username}
                onChange={(event) => setUsername(event.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={`${ids}-password`} className="field__label">
                <Trans>Password</Trans>
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
              {state === "failed" ? t`Invalid credentials. Not a member.` : ""}
            </p>
            <button
              type="submit"
              className="button button--primary"
              disabled={state === "verifying"}
            >
              {state === "verifying" ? t`Verifying...` : t`Sign in`}
            </button>
          </form>
        </div>
      </dialog>
    </>
  );
}
