import { getInputProps, useForm } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Field } from "../../components/ui/field";
import { useModalDialog } from "../../components/ui/use-modal-dialog";
import { failureText, isFailure } from "../../lib/form-action";
import { useFormRules } from "../../lib/form-rules";
import { serverDraftToken } from "./application-draft";
import { APPLICATION_INTENTS, type ApplicationFormAnswer } from "./application-forms";
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
  return (
    <dialog {...dialog} className="dialog save-later-dialog" aria-labelledby="save-later-title">
      {/* A form of its own each time the dialog opens: nothing said the last time is said again. */}
      {open ? <SaveForLaterForm onClose={onClose} step={step} values={values} /> : null}
    </dialog>
  );
}

/**
 * A route form (docs/decisions/076-route-forms.md) posted to the page's action with its `intent`:
 * the address typed, and the step, the answers so far (`answers.<name>`), the page's language and
 * the token of an earlier save as hidden fields. conform checks it with the API's schema for the
 * same save; the action checks it again, saves and mails the link. It needs the page's scripts, as
 * the dialog that holds it does.
 */
function SaveForLaterForm({
  onClose,
  step,
  values,
}: {
  onClose: () => void;
  step: number;
  values: () => ApplicationFormValues;
}) {
  const { t, i18n } = useLingui();
  const fetcher = useFetcher<ApplicationFormAnswer>();
  const answered = fetcher.data;
  const answers = values();
  const token = serverDraftToken.get();
  const rules = useFormRules(() =>
    import("./save-for-later-rules").then((loaded) => loaded.checkDraftSave),
  );
  const [form, fields] = useForm({
    lastResult: answered && "result" in answered ? answered.result : undefined,
    defaultValue: { email: answers.email ?? "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: rules.onValidate,
  });
  const {
    key,
    id: _id,
    form: _form,
    ...email
  } = getInputProps(fields.email, {
    type: "email",
    ariaAttributes: false,
  });
  // The address's own error, else one of a hidden field's (said here, the one field there is).
  const otherError = Object.entries(form.allErrors).find(
    ([name]) => name !== fields.email.name,
  )?.[1][0];
  const problem =
    answered && isFailure(answered)
      ? applicationMessage(
          failureText(answered, {
            fallback: t`Your application could not be saved.`,
            network: t`We could not reach our server. Your answers are still saved in this browser.`,
          }),
          i18n,
        )
      : (fields.email.errors?.[0] ?? otherError);
  const sent =
    answered && !isFailure(answered) && answered.done && answered.said
      ? applicationMessage(answered.said, i18n)
      : null;

  return (
    <fetcher.Form
      method="post"
      id={form.id}
      className="save-for-later__form"
      onSubmit={rules.onSubmit(form.onSubmit)}
      onFocus={rules.onFocus}
      noValidate
    >
      <input type="hidden" name="intent" value={APPLICATION_INTENTS.saveForLater} />
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="language" value={i18n.locale === "ar" ? "ar" : "en"} />
      {token ? <input type="hidden" name="token" value={token} /> : null}
      {Object.entries(answers).map(([name, answer]) =>
        answer ? <input key={name} type="hidden" name={`answers.${name}`} value={answer} /> : null,
      )}
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
          <Field label={t`E-mail`} error={problem}>
            {(control) => (
              <input key={key} {...email} {...control} dir="ltr" autoComplete="email" />
            )}
          </Field>
        </>
      )}
      <div className="save-for-later__actions">
        <button type="button" className="button" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
        {sent ? null : (
          <button
            type="submit"
            className="button button--primary"
            disabled={fetcher.state !== "idle"}
          >
            <Trans>E-mail me a link</Trans>
          </button>
        )}
      </div>
    </fetcher.Form>
  );
}
