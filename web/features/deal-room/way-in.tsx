import { getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useMemo } from "react";
import { EmailField, TextField } from "../../components/ui/form-fields";
import { useFormRules } from "../../lib/form-rules";
import { RoomForm, type RoomFormAnswer, useWayInFetcher, WAY_IN_FORMS } from "./room-forms";
import { roomMessage } from "./room-messages";

/** What a link opens before the address is proved: no more than who sent what. */
export type DealOpening = { startupName: string; firmName: string };
/**
 * The link, as the page's scripts read it from the address (#token=…, which no server sees) with
 * what it opens; null for a browser that runs no scripts, where the person pastes it.
 */
export type WayInLink = { token: string; opening: DealOpening } | null;

/**
 * The action's reply to a form's last post, for conform's `lastResult`: what the server said under
 * a field (a wrong code, too many codes) in the room's language, as the page's own checks are.
 */
const lastResultOf = (
  answered: RoomFormAnswer | undefined,
  i18n: I18n,
): SubmissionResult<string[]> | undefined => {
  if (!answered || !("result" in answered)) return undefined;
  const { error } = answered.result;
  if (!error) return answered.result;
  const said = Object.entries(error).map(([field, errors]) => [
    field,
    errors?.map((text) => roomMessage(text, i18n)) ?? null,
  ]);
  return { ...answered.result, error: Object.fromEntries(said) };
};

/**
 * The deal room's way in (docs/decisions/058-deal-sharing.md): the address proved with a code sent
 * to it, then the confidentiality terms accepted once. One set of forms, with or without the page's
 * scripts: each posts to the page's action (docs/decisions/076-route-forms.md), which checks it with
 * the same core schema and does what the deal room's calls do, by the way in's one fetcher; a
 * right code, and the terms accepted, are followed by the page read again with the viewer cookie. The link and the address
 * travel in the forms' bodies, never in an address.
 *
 * With scripts, the page reads the link itself (`link`); without, the person pastes it.
 */
export function WayIn({
  link,
  termsFor,
  answered,
  onAnother,
}: {
  link: WayInLink;
  /** The address of a viewer who proved it and has still to accept the terms. */
  termsFor: string | null;
  /** The action's answer to the way in's last post. */
  answered: RoomFormAnswer | undefined;
  /** Back to the address's form, emptied (a button only where the page's scripts run). */
  onAnother?: (() => void) | undefined;
}) {
  if (termsFor !== null) return <TermsForm email={termsFor} answered={answerOf("terms")} />;
  const code = answerOf("code");
  const verify = answerOf("verify");
  // The code sent, or a code refused: the code's form, with the link and the address.
  const carried = (code?.carried ? code : verify)?.carried;
  if (carried) {
    return <CodeForm carried={carried} said={code?.said} answered={verify} onAnother={onAnother} />;
  }
  return <AddressForm link={link} answered={code} />;

  function answerOf(step: keyof typeof WAY_IN_FORMS) {
    return answered?.form === WAY_IN_FORMS[step] ? answered : undefined;
  }
}

/**
 * conform's options every step shares: checked in the browser with the schema the action checks
 * with; the action's last reply kept as one object while it is the same reply, so conform takes it
 * once.
 */
function useChecked(answered: RoomFormAnswer | undefined) {
  const { i18n } = useLingui();
  const lastResult = useMemo(() => lastResultOf(answered, i18n), [answered, i18n]);
  return { lastResult, shouldValidate: "onSubmit", shouldRevalidate: "onInput" } as const;
}

/** What the action said of the whole form: why the link opens nothing. */
function FormError({ errors }: { errors: string[] | undefined }) {
  const { i18n } = useLingui();
  return errors?.[0] ? (
    <p className="field__error" role="alert">
      {roomMessage(errors[0], i18n)}
    </p>
  ) : null;
}

/** The link (read from the address, or pasted) and the address the code goes to. */
function AddressForm({
  link,
  answered,
}: {
  link: WayInLink;
  answered: RoomFormAnswer | undefined;
}) {
  const { t } = useLingui();
  const rules = useFormRules(() =>
    import("./room-rules").then((loaded) => loaded.checkCodeRequest),
  );
  const [form, fields] = useForm({
    id: `${useId()}-form`,
    ...useChecked(answered),
    defaultValue: { link: link?.token ?? "", email: "" },
    onValidate: rules.onValidate,
  });
  const fetcher = useWayInFetcher();
  const busy = fetcher.formData?.get("form") === WAY_IN_FORMS.code;
  // Without the page's scripts the link is pasted; with them it was read from the address, and
  // the page says what it opens.
  return (
    <>
      {link ? <SharedWith opening={link.opening} /> : null}
      <RoomForm
        name={WAY_IN_FORMS.code}
        form={form}
        rules={rules}
        fetcher={fetcher}
        label={link ? t`Confirm your address` : t`Open the deal`}
      >
        {link ? (
          <input type="hidden" name={fields.link.name} value={link.token} />
        ) : (
          <>
            <p>
              <Trans>
                This page's scripts are not running in your browser, so it cannot read your link.
                Paste the link from the e-mail and confirm your work e-mail address: we send a
                one-time code to it.
              </Trans>
            </p>
            <TextField field={fields.link} label={t`The link from the e-mail`} type="url" />
          </>
        )}
        <EmailField field={fields.email} label={t`Your work e-mail address`} />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t`Send me a code`}
        </button>
        <FormError errors={form.errors} />
      </RoomForm>
    </>
  );
}

/** What a link read from the address opens: whose memo, shared with which firm. */
function SharedWith({ opening: { startupName, firmName } }: { opening: DealOpening }) {
  return (
    <p>
      <Trans>
        Nakhla Ventures has shared its analyst memo on{" "}
        <strong>
          <bdi>{startupName}</bdi>
        </strong>{" "}
        with{" "}
        <strong>
          <bdi>{firmName}</bdi>
        </strong>
        . First, confirm your work e-mail address: we send a one-time code to it.
      </Trans>
    </p>
  );
}

function CodeForm({
  carried,
  said,
  answered,
  onAnother,
}: {
  carried: { link: string; email: string };
  said: string | undefined;
  answered: RoomFormAnswer | undefined;
  onAnother: (() => void) | undefined;
}) {
  const { t, i18n } = useLingui();
  const rules = useFormRules(() => import("./room-rules").then((loaded) => loaded.checkCode));
  const [form, fields] = useForm({
    id: `${useId()}-form`,
    ...useChecked(answered),
    defaultValue: { ...carried, code: "" },
    onValidate: rules.onValidate,
  });
  const fetcher = useWayInFetcher();
  const busy = fetcher.formData?.get("form") === WAY_IN_FORMS.verify;
  const email = carried.email;
  return (
    <RoomForm
      name={WAY_IN_FORMS.verify}
      form={form}
      rules={rules}
      fetcher={fetcher}
      label={t`Enter your code`}
    >
      {said ? <p role="status">{roomMessage(said, i18n)}</p> : null}
      <input type="hidden" name={fields.link.name} value={carried.link} />
      <input type="hidden" name={fields.email.name} value={carried.email} />
      <TextField
        field={fields.code}
        label={t`The code sent to ${email}`}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t`Open the deal`}
        </button>
        {onAnother ? (
          <button type="button" className="button" onClick={onAnother}>
            {t`Use another address`}
          </button>
        ) : null}
      </div>
      <FormError errors={form.errors} />
    </RoomForm>
  );
}

function TermsForm({ email, answered }: { email: string; answered: RoomFormAnswer | undefined }) {
  const { t, i18n } = useLingui();
  const fetcher = useWayInFetcher();
  const headingId = useId();
  const rules = useFormRules(() => import("./room-rules").then((loaded) => loaded.checkTerms));
  const [form, fields] = useForm<{ accept: string }>({
    id: `${headingId}-form`,
    ...useChecked(answered),
    onValidate: rules.onValidate,
  });
  const error = fields.accept.errors?.[0];
  const errorId = `${headingId}-error`;
  const { key, ...box } = getInputProps(fields.accept, { type: "checkbox", ariaAttributes: false });
  return (
    <RoomForm
      name={WAY_IN_FORMS.terms}
      form={form}
      rules={rules}
      fetcher={fetcher}
      labelledBy={headingId}
    >
      <h2 id={headingId}>{t`Confidentiality terms`}</h2>
      <p>
        <Trans>
          The memo and everything shown with it are shared with you in confidence, for your firm's
          decision whether to invest. You will not pass them on outside your firm, copy them, or use
          them for anything else. Every page carries your address (<bdi>{email}</bdi>) and the date,
          and every visit is recorded.
        </Trans>
      </p>
      <label className="checkbox">
        <input key={key} {...box} aria-describedby={error ? errorId : undefined} />{" "}
        {t`I accept the confidentiality terms`}
      </label>
      {error ? (
        <p id={errorId} className="field__error">
          {roomMessage(error, i18n)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary">
        {t`Accept and open the memo`}
      </button>
      <FormError errors={form.errors} />
    </RoomForm>
  );
}
