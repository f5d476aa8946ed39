import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { Field } from "../../components/ui/field";
import { useModalDialog } from "../../components/ui/use-modal-dialog";
import { errorText } from "../../lib/api";
import { applicationApi } from "./application-api";
import { serverDraftToken } from "./application-draft";
import { applicationMessage } from "./application-messages";
import type { ApplicationFormValues } from "./application-steps";

/**
 * "Save and continue later": the answers so far go to our server (never payment details) and a
 * link to them is e-mailed, to finish on another device. The browser keeps its own copy as before.
 */
export function SaveForLater({
  step,
  values,
}: {
  step: number;
  values: () => ApplicationFormValues;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="save-for-later">
      <button type="button" className="button" onClick={() => setOpen(true)}>
        <Trans>Save and continue later</Trans>
      </button>
      <SaveForLaterDialog open={open} onClose={() => setOpen(false)} step={step} values={values} />
    </div>
  );
}

function SaveForLaterDialog({
  open,
  onClose,
  step,
  values,
}: {
  open: boolean;
  onClose: () => void;
  step: number;
  values: () => ApplicationFormValues;
}) {
  const dialog = useModalDialog(open, onClose);
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const address = email ?? values().email ?? "";

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const token = serverDraftToken.get();
      const saved = await applicationApi.saveDraft({
        email: address,
        step,
        answers: values(),
        language: i18n.locale === "ar" ? "ar" : "en",
        ...(token ? { token } : {}),
      });
      serverDraftToken.set(saved.token);
      setSent(applicationMessage(saved.message, i18n));
    } catch (error) {
      setProblem(
        applicationMessage(
          errorText(error, {
            fallback: t`Your application could not be saved.`,
            network: t`We could not reach our server. Your answers are still saved in this browser.`,
          }),
          i18n,
        ),
      );
    } finally {
      setBusy(false);
    }
  }

  const close = () => {
    setSent(null);
    setProblem(null);
    onClose();
  };

  return (
    <dialog {...dialog} className="dialog save-later-dialog" aria-labelledby="save-later-title">
      {open ? (
        <form className="save-for-later__form" onSubmit={submit} noValidate>
          <h2 id="save-later-title">
            <Trans>Save and continue later</Trans>
          </h2>
          {sent ? (
            <p role="status" className="save-for-later__sent">
              {sent} <Trans>Open it on any device to pick up where you left off.</Trans>
            </p>
          ) : (
            <>
              <p>
                <Trans>
                  We will e-mail you a link to your answers so far, to finish on any device. Payment
                  details are never saved. This browser keeps your answers too.
                </Trans>
              </p>
              <Field label={t`E-mail`} error={problem ?? undefined}>
                {(control) => (
                  <input
                    {...control}
                    type="email"
                    dir="ltr"
                    autoComplete="email"
                    value={address}
                    onChange={(event) => setEmail(event.target.value)}
                  />
                )}
              </Field>
            </>
          )}
          <div className="save-for-later__actions">
            <button type="button" className="button" onClick={close}>
              <Trans>Close</Trans>
            </button>
            {sent ? null : (
              <button type="submit" className="button button--primary" disabled={busy}>
                <Trans>E-mail me a link</Trans>
              </button>
            )}
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
